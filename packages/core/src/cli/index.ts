/** The `relata-ddl` command, free of Node APIs: the bin supplies file and standard-input reading
 * and the live-database reader. */
export { runCli, convert, type CliIo, type CliResult } from './run';
export { parseConvertArgs, USAGE, INPUT_FORMATS, OUTPUT_FORMATS, type ConvertArgs } from './args';
export { parseDiffArgs, guessDialect, DIFF_USAGE, type DiffArgs } from './diffArgs';
export { diffFiles } from './diff';
export { parsePullArgs, runPull, PULL_USAGE, type PullArgs } from './pull';
