/** The 6 Billion scorer's API: final scoring and help at the table. */
export * from './types';
export { neutralCount, orbitScores, placePoints, scoreSixBillion, validateSheet } from './scoring';
export { gameEnd, neutralController, roundOrder, type ControlFigures, type ControlReason, type GameEndReason } from './table';
