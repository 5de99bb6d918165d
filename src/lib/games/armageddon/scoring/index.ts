/** Final scoring (§9): public API. */
export { tileCount, tileScore, holdingsOf, vehicleCards, type Holdings } from './tiles';
export { beerPoints, gasolinePoints, weaponPoints, medicinePoints } from './equipment';
export { vehiclePoints, type VehicleScore } from './vehicles';
export { mapsMajority, MAPS_FIRST, MAPS_SECOND } from './maps';
export { finalDamage, type FinalDamage } from './damage';
export { scoreFinal, type FinalScore, type FinalScoring } from './final';
export { decideFinal, finalPlaces, type FinalStanding } from './ranking';
export { validateFinalInput, survivorLimits, type FieldIssue, type FieldIssueDetail } from './validate';
export { finalInputFromGame, vehiclePartsToSplit } from './from-game';
export * from './types';
export { figureBounds, mostPieces, mostTilePoints, MAX_START_VP, type Range, type FigureRanges, type SavedFigure } from './bounds';
export { savedFinalProblem, type SavedFinal, type SavedFinalBox, type SavedFinalFigure, type SavedFinalProblem } from './saved';
