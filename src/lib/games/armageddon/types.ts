/**
 * Domain types of the Armageddon rules engine. Pure data: everything here is
 * JSON-serialisable so states, events and profiles can be stored and exported.
 * Section marks (§n) refer to shared/rules/armageddon.md. One file per concern
 * in types/; this file keeps the one import path the engine and the screens use.
 */
export * from './types/vocabulary';
export * from './types/buildings';
export * from './types/box';
export * from './types/setup';
export * from './types/events';
export * from './types/instructions';
export * from './types/state';
