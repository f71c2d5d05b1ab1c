/** The `relata` command (issue 39), free of Node's file system and terminal: the bin supplies them. */
export { runRelata, type RelataConfig, type RelataIo } from './run';
export { parseRelataArgs, RELATA_USAGE, SCHEMA_FORMATS, type RelataArgs } from './args';
export { compareFile, compareDatabase, changeLines } from './comparison';
