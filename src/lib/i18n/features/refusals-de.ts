/** Warum die Regeln einen Schritt ablehnen, auf Deutsch (die Formen stehen in refusals-en.ts). */
import type { CityAction, NumberField, Phase, RejectionDetail, StepKind, SurvivorKind, TileSlot } from '$lib/rules';
import type { ChoiceField, Malformed, Piece } from '$lib/rules';
import { plural } from '../plural';
import { boxText } from './box';
import type { Name, RefusalMessages } from './refusals-en';

const n_ = (n: number, one: string, other: string) => `${n} ${plural('de', n, { one, other })}`;

const PIECES: Record<Piece | SurvivorKind, [string, string]> = {
	worker: ['Arbeiter', 'Arbeiter'],
	soldier: ['Soldat', 'Soldaten'],
	engineer: ['Ingenieur', 'Ingenieure'],
	leader: ['Anführer', 'Anführer'],
	marauder: ['Plünderer', 'Plünderer']
};
/** Accusative ("hat 1 Soldaten") and dative ("mit 2 Ingenieuren") where they differ from the nominative. */
const ACCUSATIVE: Partial<Record<Piece | SurvivorKind, [string, string]>> = { soldier: ['Soldaten', 'Soldaten'] };
const DATIVE: Record<Piece | SurvivorKind, [string, string]> = {
	worker: ['Arbeiter', 'Arbeitern'],
	soldier: ['Soldaten', 'Soldaten'],
	engineer: ['Ingenieur', 'Ingenieuren'],
	leader: ['Anführer', 'Anführern'],
	marauder: ['Plünderer', 'Plünderern']
};
const pieces = (kind: Piece | SurvivorKind, n: number) => n_(n, ...PIECES[kind]);
const piecesAcc = (kind: Piece | SurvivorKind, n: number) => n_(n, ...(ACCUSATIVE[kind] ?? PIECES[kind]));
const piecesDat = (kind: Piece | SurvivorKind, n: number) => n_(n, ...DATIVE[kind]);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pieceName = (kind: Piece | SurvivorKind) => PIECES[kind][1];
const CARD = { beer: 'Bier', gasoline: 'Benzin', weapon: 'Waffen', medicine: 'Medikamente', vehicle: 'Fahrzeugteile', map: 'Landkarten' };
const AREA = { exploration: 'Erkunden', construction: 'Bauen', city: 'Stadt' };
const VEHICLE = { car: 'Auto', bus: 'Bus', truck: 'Truck' };
const COLOUR = { brown: 'braun', white: 'weiß', orange: 'orange', black: 'schwarz' };
const TILE = {
	'marauder-': '−Plünderer',
	'equipment+': '+Ausrüstung',
	'damage-': '−Schaden',
	'two-houses': '2 Häuser',
	exchange: 'Tausch',
	'marauder+': '+Plünderer',
	'damage+': '+Schaden',
	'equipment-': '−Ausrüstung'
};
const ACTION: Record<CityAction['kind'], string> = {
	extension: 'der Ausbau',
	repair: 'die Reparatur',
	fight: 'das Abwehren von Plünderern',
	'gain-vp': 'das Punkte-Erhalten',
	'repair-vp': 'die Reparatur für Punkte',
	'draw-equipment': 'das Ziehen von Ausrüstung',
	'swap-equipment': 'das Tauschen einer Ausrüstungskarte',
	exchange: 'das Tauschen eines Arbeiters',
	'draw-survivor': 'das Ziehen eines Überlebenden',
	'vp-per-building': 'Punkte pro Gebäude',
	'unused-housing-vp': 'Punkte für freie Unterkunft'
};
const STEP: Record<StepKind, string> = {
	'box-value': 'Einen Schachtelwert eingeben',
	'tiles-entered': 'Plättchen eingeben',
	'start-round': 'Eine Runde beginnen',
	bid: 'Bieten',
	choose: 'Eine Ausrüstungskarte wählen',
	explore: 'Erkunden',
	construct: 'Bauen',
	'city-action': 'Eine Stadtaktion',
	'city-colours': 'Die Farben in der Stadt setzen',
	'city-done': 'Die Stadtaktionen beenden',
	completion: 'Der Abschluss',
	intermediate: 'Die Zwischenwertung',
	'end-early': 'Die Partie vorzeitig beenden',
	correction: 'Eine Korrektur'
};
const PHASE: Record<Phase, (round: number) => string> = {
	'not-started': (round) => (round === 0 ? 'die erste Runde hat noch nicht begonnen' : `Runde ${round} ist vorbei`),
	auction: (round) => `Runde ${round} ist beim Bieten`,
	exploration: (round) => `Runde ${round} wertet Erkunden aus`,
	construction: (round) => `Runde ${round} wertet Bauen aus`,
	city: (round) => `Runde ${round} wertet die Stadt aus`,
	completion: (round) => `Runde ${round} ist beim Abschluss`,
	intermediate: () => 'die Zwischenwertung steht an',
	final: () => 'die Schlusswertung steht an',
	finished: () => 'die Partie ist beendet'
};
const CORRECTED = {
	vp: 'Punkte',
	marauders: 'Plünderer',
	damage: 'Feld der Schadensleiste',
	'survivors.worker': 'Arbeiter',
	'survivors.soldier': 'Soldaten',
	'survivors.engineer': 'Ingenieure',
	'survivors.leader': 'Anführer',
	'equipment.beer': 'Karten Bier',
	'equipment.gasoline': 'Karten Benzin',
	'equipment.weapon': 'Karten Waffen',
	'equipment.medicine': 'Karten Medikamente',
	'equipment.vehicle': 'Karten Fahrzeugteile',
	'equipment.map': 'Landkarten',
	twoHouses: '„2 Häuser“-Plättchen'
};
const CHOICE: Record<ChoiceField, string> = {
	'city-action': 'die Stadtaktion',
	'survivor-needed': 'den benötigten Überlebenden',
	equipment: 'die Ausrüstungsart',
	'survivor-drawn': 'den gezogenen Überlebenden',
	'exchange-for': 'den eingetauschten Überlebenden',
	'building-type': 'den Gebäudetyp',
	'building-tile': 'das Gebäudeplättchen',
	survivor: 'den Überlebenden',
	area: 'den Bereich',
	'auction-bonus': 'den Bonus des Bietplättchens',
	'auction-penalty': 'den Malus des Bietplättchens',
	'tile-kind': 'die Art des Wertungsplättchens',
	'tile-target': 'das, was ein Wertungsplättchen zählt',
	'building-special': 'die Besonderheit des Gebäudes',
	'building-upgrade': 'die Aufwertung des Gebäudes',
	site: 'den Bauplatz',
	'repair-vp': 'die Punkte einer Reparatur (1 oder 2)',
	'correction-field': 'den zu korrigierenden Wert',
	'event-type': 'den Schritt',
	'box-key': 'den Schachtelwert'
};
const MALFORMED: Record<Malformed, string> = {
	event: 'einen Schritt',
	'city-action': 'eine Stadtaktion',
	'city-colours': 'die Farben in der Stadt',
	'bid-colours': 'die Farben eines Gebots',
	'explore-survivors': 'die Überlebenden auf der Karte',
	'construct-build': 'das gebaute Gebäude',
	building: 'eine Gebäudekarte',
	'building-name': 'den Namen eines Gebäudes',
	'completion-returns': 'die zurückgeschickten Überlebenden',
	'intermediate-counts': 'die Zählung für das öffentliche Wertungsplättchen 1',
	'auction-tile': 'ein Bietplättchen',
	'scoring-tile': 'ein Wertungsplättchen',
	'public-tiles': 'die öffentlichen Wertungsplättchen',
	'auction-tiles': 'die Bietplättchen',
	'kept-cards': 'die behaltenen Karten (1 oder 2)',
	'exchange-from-city': 'einen Tausch aus dem Stadtgebot',
	'vehicle-hand': 'die Fahrzeugteile',
	seed: 'den Aufbau-Code'
};
const WANTED = {
	'equipment-drawn': 'die Art der gezogenen Ausrüstungskarte',
	'no-cards': 'keine Wahl, denn es ist keine Ausrüstungskarte da',
	'equipment-held': 'eine Art Ausrüstungskarte, die der Spieler hat',
	'soldier-or-engineer': 'einen Soldaten oder einen Ingenieur',
	none: 'keine Wahl'
};
const TABLE = { beerTable: 'Bier', gasolineTable: 'Benzin', sameVehicleTable: '„Punkte gleicher Fahrzeugtyp“', differentVehicleTable: '„Punkte unterschiedlicher Fahrzeugtyp“' };
const STORAGE = {
	quota: 'auf dem Gerät ist kein Speicherplatz mehr frei',
	unavailable: 'der Speicher ist nicht verfügbar',
	conflict: 'es wurde in einem anderen Tab geändert',
	'not-found': 'es ist auf diesem Gerät nicht mehr gespeichert',
	damaged: 'die gespeicherten Daten sind beschädigt',
	unknown: 'ein unerwarteter Speicherfehler ist aufgetreten'
};

function slot(t: TileSlot): string {
	const n = t.index + 1;
	return t.slot === 'public' ? `öffentliches Wertungsplättchen ${n}` : t.slot === 'auction' ? `Bietplättchen ${n}` : `neues Bietplättchen ${n}`;
}

function field(f: NumberField, name: Name): string {
	switch (f.of) {
		case 'bid':
			return `Gebot von ${name(f.player)} im Bereich ${AREA[f.area]}`;
		case 'bid-colour':
			return `${pieceName(f.survivor)} im Gebot von ${name(f.player)}`;
		case 'city-colour':
			return `${pieceName(f.survivor)} von ${name(f.player)} in der Stadt`;
		case 'returned':
			return `zurückgeschickte ${pieceName(f.survivor)} von ${name(f.player)}`;
		case 'public-count':
			return `Zählung von ${name(f.player)} für das öffentliche Wertungsplättchen 1`;
		case 'correction':
			return `${CORRECTED[f.field]} von ${name(f.player)}`;
		case 'on-card':
			return `${pieceName(f.piece)} auf der Karte`;
		case 'action-survivors':
			return `Überlebende für ${ACTION[f.action]}`;
		case 'marauders-fought':
			return f.player === undefined ? 'abgewehrte Plünderer' : `abgewehrte Plünderer von ${name(f.player)}`;
		case 'tile-vp':
			return `Punkte pro Teil: ${slot(f.tile)}`;
		case 'vehicle-part':
			return `Karten ${VEHICLE[f.vehicle]}-Teil ${f.part}`;
		case 'cards':
			return `Ausrüstungskarten ${CARD[f.equipment]}`;
		case 'repair-engineers':
			return 'Ingenieure für die Reparatur';
		case 'repair-worker-pairs':
			return 'Arbeiterpaare für die Reparatur';
		case 'vp-gained':
			return 'erhaltene Punkte';
		case 'building-housing':
			return 'Unterkunft des Gebäudes';
		case 'building-star-vp':
			return 'Stern-Punkte des Gebäudes';
		case 'damage-space':
			return 'Feld der Schadensleiste';
		case 'marauders':
			return 'Plünderer';
		case 'round':
			return 'Runde';
	}
}

function refusal(d: RejectionDetail, name: Name): string {
	switch (d.kind) {
		case 'bad-number':
			return `${cap(field(d.field, name))}: erlaubt ist eine ganze Zahl ${d.max === undefined ? `ab ${d.min}` : `von ${d.min} bis ${d.max}`}, nicht ${d.value}.`;
		case 'bad-choice':
			return `Unbekannte Angabe für ${CHOICE[d.field]}: „${d.value}“.`;
		case 'malformed':
			return `Die App hat ${MALFORMED[d.what]} in falscher Form geschickt.`;
		case 'engine-error':
			return `Der Schritt „${d.step}“ ließ sich nicht anwenden (${d.message}).`;
		case 'unknown-player':
			return `In dieser Partie gibt es keinen Spieler „${d.player}“.`;
		case 'out-of-phase':
			return `${STEP[d.step]} ist gerade nicht möglich: ${PHASE[d.phase](d.round)}.`;
		case 'nobody-to-act':
			return `${STEP[d.step]} ist gerade nicht möglich: niemand ist mehr an der Reihe.`;
		case 'out-of-turn':
			return `${STEP[d.step]}: ${name(d.expected)} ist an der Reihe, nicht ${name(d.player)}.`;
		case 'choice-owed':
			return `${name(d.player)} muss zuerst die ${d.choice === 'equipment-drawn' ? 'gezogene' : 'abgegebene'} Ausrüstungskarte wählen.`;
		case 'no-choice-owed':
			return 'Gerade ist keine Ausrüstungskarte zu wählen.';
		case 'end-early-mid-round':
			return `Die Partie lässt sich nur zwischen zwei Runden vorzeitig beenden, nicht jetzt: ${PHASE[d.phase](d.round)}.`;
		case 'last-round-played':
			return `Die Partie hat ${d.rounds} Runden; die letzte ist gespielt.`;
		case 'needs-box-values':
			return `Dafür ${plural('de', d.keys.length, { one: 'fehlt zuerst ein Wert', other: `fehlen zuerst ${d.keys.length} Werte` })} von deinem Spielmaterial.`;
		case 'auction-tiles-first':
			return 'Gib zuerst die am Tisch gezogenen Bietplättchen ein, dann die Gebote.';
		case 'public-tile-first':
			return 'Gib zuerst das am Tisch gezogene öffentliche Wertungsplättchen 1 ein.';
		case 'app-draws-auction-tiles':
			return 'In dieser Partie zieht die App die neuen Bietplättchen; sie müssen nicht eingegeben werden.';
		case 'app-drawn-tile':
			return `${d.tile === 'public' ? 'Das öffentliche Wertungsplättchen' : 'Das Bietplättchen'} ${d.index + 1} hat die App gezogen; es lässt sich nicht ersetzen.`;
		case 'count-missing':
			return `Für die Zwischenwertung fehlt die Zählung von ${name(d.player)}.`;
		case 'already-bid':
			return `${name(d.player)} hat im Bereich ${AREA[d.area]} schon geboten.`;
		case 'bid-too-many':
			return `${name(d.player)} hat ${n_(d.have, 'Überlebenden', 'Überlebende')} zum Bieten, nicht ${d.want} in allen Bereichen.`;
		case 'bid-colours-sum':
			return `Das Gebot von ${name(d.player)} über ${d.bid} nennt nach Farben ${n_(d.sum, 'Überlebenden', 'Überlebende')}.`;
		case 'bid-colour-short':
			return `${name(d.player)} hat ${piecesAcc(d.survivor, d.have)} zum Bieten, nicht ${d.want}.`;
		case 'bag-short':
			return `Der Beutel enthält nur ${piecesAcc(d.piece, d.have)}, nicht ${d.want}.`;
		case 'round-one-marauders':
			return `In Runde 1 liegt auf einer Karte höchstens 1 Plünderer, nicht ${d.marauders}.`;
		case 'not-in-bag':
			return `Im Beutel ist kein ${PIECES[d.piece][0]} mehr ${d.purpose === 'draw' ? 'zum Ziehen' : 'zum Eintauschen'}.`;
		case 'no-worker':
			return d.from === 'owned' ? `${name(d.player)} hat keinen Arbeiter zum Tauschen.` : `Im Stadtgebot von ${name(d.player)} steht kein Arbeiter zum Tauschen.`;
		case 'tile-choice':
			return `${name(d.player)}: Das Gebäudeplättchen ${TILE[d.tile]} braucht ${WANTED[d.wanted]}.`;
		case 'hq-upgrade-site':
			return `${name(d.player)}: Eine Hauptquartier-Aufwertung kommt nur auf Bauplatz 1, nicht auf Bauplatz ${d.site}.`;
		case 'watchtower-upgrade-site':
			return `${name(d.player)}: Eine Wachturm-Aufwertung kommt nur auf Bauplatz 2 oder auf eine Tower Site, nicht auf Bauplatz ${d.site}.`;
		case 'printed-site':
			return `${name(d.player)}: Auf Bauplatz ${d.site} steht ${d.site === 2 ? 'der Wachturm' : 'das Hauptquartier'}; dorthin darf nur die passende Aufwertung.`;
		case 'site-8-locked':
			return `${name(d.player)}: Auf Bauplatz 8 darf erst gebaut werden, wenn der Ausbau gebaut ist.`;
		case 'watchtower-fixed':
			return `${name(d.player)}: Der Wachturm auf Bauplatz ${d.site} lässt sich nicht überbauen.`;
		case 'two-churches':
			return `${name(d.player)} darf Church Mercyful und Church Vengeful nicht zugleich gebaut haben.`;
		case 'city-survivors-short':
			return `${name(d.player)} hat noch ${n_(d.have, 'Überlebenden', 'Überlebende')} in der Stadt; ${ACTION[d.action]} braucht ${d.need}.`;
		case 'city-bid-colours':
			return `Im Stadtgebot von ${name(d.player)} sind keine Überlebenden der Farben mehr, die ${ACTION[d.action]} braucht.`;
		case 'city-bid-uncoloured':
			return `Das Stadtgebot von ${name(d.player)} wurde ohne Farben eingegeben.`;
		case 'city-colour-short':
			return `${name(d.player)} hat nur ${piecesAcc(d.survivor, d.may)}, ${plural('de', d.may, { one: 'der in der Stadt handeln darf', other: 'die in der Stadt handeln dürfen' })}.`;
		case 'city-bid-sum':
			return `Das Stadtgebot von ${name(d.player)} umfasst ${n_(d.bid, 'Überlebenden', 'Überlebende')}, nicht ${d.sum}.`;
		case 'city-colours-used':
			return `Die bisherigen Stadtaktionen von ${name(d.player)} brauchen andere Farben.`;
		case 'repair-nothing':
			return 'Eine Reparatur braucht mindestens einen Ingenieur oder ein Arbeiterpaar.';
		case 'repair-short':
			return (
				`${name(d.player)} kann in dieser Runde mit ${piecesDat('engineer', d.engineers)} und ${piecesDat('worker', d.workers)}` +
				`${d.leader ? ' und dem Anführer' : ''} reparieren${d.trained ? ' (Training Center: Arbeiter zählen als Ingenieure)' : ''}, ` +
				`nicht mit ${piecesDat('engineer', d.needEngineers)} und ${n_(d.needPairs, 'Arbeiterpaar', 'Arbeiterpaaren')}` +
				`${d.gained ? ' (in dieser Runde gewonnene Überlebende dürfen nicht handeln)' : ''}.`
			);
		case 'damage-cannot-move':
			return `Der Schadensmarker von ${name(d.player)} steht auf Feld ${d.space}: Er kann nicht ${n_(d.spaces, 'Feld', 'Felder')} nach links.`;
		case 'damage-at-start':
			return `Der Schadensmarker von ${name(d.player)} steht schon auf Feld 1.`;
		case 'extension-built':
			return `${name(d.player)} hat den Ausbau schon gebaut (einmal pro Partie).`;
		case 'no-card':
			return `${name(d.player)} hat keine Ausrüstungskarte ${CARD[d.equipment]} zum ${d.purpose === 'discard' ? 'Ablegen' : 'Abgeben'}.`;
		case 'marauders-short':
			return `Bei ${name(d.player)} ${plural('de', d.have, { one: 'wartet', other: 'warten' })} nur ${pieces('marauder', d.have)}; ${d.want} lassen sich nicht abwehren.`;
		case 'cannot-return':
			return `${name(d.player)} hat ${piecesAcc(d.survivor, d.owned)} und kann nicht ${d.returned} zurückschicken.`;
		case 'return-exact':
			return `${name(d.player)} muss mangels Unterkunft genau ${n_(d.need, 'Überlebenden', 'Überlebende')} zurückschicken, nicht ${d.returned}.`;
		case 'player-count':
			return `Das Spiel ist für ${d.min} oder ${d.max} Spieler, nicht für ${d.got}.`;
		case 'name-empty':
			return `Spieler ${d.seat}: Der Name ist leer.`;
		case 'name-too-long':
			return `Spieler ${d.seat}: Der Name ist länger als ${d.max} Zeichen.`;
		case 'name-taken':
			return `Spieler ${d.seat}: Der Name „${d.name}“ ist schon vergeben.`;
		case 'colour-unknown':
			return `Spieler ${d.seat}: „${d.colour}“ ist keine Spielerfarbe.`;
		case 'colour-taken':
			return `Spieler ${d.seat}: Die Farbe ${COLOUR[d.colour]} ist schon vergeben.`;
		case 'id-empty':
			return `Spieler ${d.seat}: Die Kennung ist leer.`;
		case 'id-taken':
			return `Spieler ${d.seat}: Die Kennung „${d.id}“ ist schon vergeben.`;
		case 'seed-character':
			return `„${d.char}“ ist in einem Aufbau-Code nicht erlaubt: Verwende Ziffern und Buchstaben außer I, L, O und U.`;
		case 'seed-length':
			return `Ein Aufbau-Code hat ${d.want} Zeichen, nicht ${d.got}.`;
		case 'rulebook-value':
			return `${boxText.de.label(d.key)}: Das Regelheft gibt ${d.value} an.`;
		case 'tile-twice':
			return 'Dieses Plättchen steht schon in der Liste: jedes Plättchen gibt es einmal.';
		case 'tile-zero-vp':
			return 'Ein Wertungsplättchen gibt mindestens 1 Punkt.';
		case 'table-down':
			return 'Mehr Karten geben nie weniger Punkte: bitte die Tabelle prüfen.';
		case 'card-twice':
			return `Die Gebäudekarte „${d.name}“ (Stufe ${d.level}) ist schon eingegeben.`;
		case 'rulebook-tile':
			return d.list === 'scoringTiles'
				? 'Unter den Wertungsplättchen muss das Ingenieur-Plättchen sein, 4 Punkte je Ingenieur (Regelheft).'
				: 'Unter den Bietplättchen muss das Plättchen +Ausrüstung / +Schaden sein (Regelheft).';
		case 'table-zero':
			return `Die Tabelle ${TABLE[d.table]} beginnt bei 0: ${d.table === 'beerTable' || d.table === 'gasolineTable' ? 'ohne Karten' : 'ohne Teile'} gibt es keine Punkte.`;
		case 'rulebook-table':
			return `Das Regelheft gibt in der Tabelle ${TABLE[d.table]} ${d.points} Punkte für ${n_(d.parts, 'Teil', 'Teile')}.`;
		case 'car-parts':
			return `Das Auto hat mindestens ${d.min} verschiedene Teile: Das Regelheft wertet ${d.min} verschiedene Autoteile.`;
		case 'vehicle-table-long':
			return `Kein Fahrzeug hat mehr als ${n_(d.parts, 'Teil', 'Teile')}, die Tabelle reicht also bis ${d.parts} Teile.`;
		case 'too-many-cards':
			return `In der Schachtel gibt es höchstens ${d.max} Gebäudekarten der Stufe ${d.level}.`;
		case 'profile-invalid':
			return `Die Schachtelwerte sind ungültig (${d.field}${d.issues > 1 ? ` und ${d.issues - 1} weitere` : ''}).`;
		case 'vehicle-part-missing':
			return `${VEHICLE[d.vehicle] === 'Auto' ? 'Das Auto' : `Der ${VEHICLE[d.vehicle]}`} hat ${n_(d.parts, 'verschiedenes Teil', 'verschiedene Teile')}, Teil ${d.part} gibt es also nicht.`;
		case 'final-issues':
			return `Die Schlusswertung geht noch nicht: ${plural('de', d.issues, { one: '1 Wert muss', other: `${d.issues} Werte müssen` })} geprüft werden.`;
		case 'nothing-to':
			return d.what === 'undo' ? 'Es gibt nichts rückgängig zu machen.' : 'Es gibt nichts wiederherzustellen.';
		case 'changed-elsewhere':
			return 'Die Partie wurde in einem anderen Tab geändert, deshalb wurde dieser Schritt nicht übernommen. Die Partie ist neu geladen; gib den Schritt noch einmal ein, falls er noch nötig ist.';
		case 'not-saved':
			return `Nicht gespeichert: ${STORAGE[d.problem]}.`;
	}
}

const step = (type: string): string => (type in STEP ? STEP[type as StepKind] : type);

export const de: RefusalMessages = { refusal, step };
