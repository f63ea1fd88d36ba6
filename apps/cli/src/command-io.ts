/**
 * What a command reads and writes: the process's own by default, in-memory streams in tests. Data (an export to
 * stdout) and the report go to stdout; progress and questions go to stderr, so a pipe only gets the data.
 */
export interface CommandIo {
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export const processIo: CommandIo = { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

/** A command's report and its exit code when it is not 0 (2: the input had mistakes, as for a usage mistake). */
export interface CommandResult {
  output: string;
  exitCode: number;
}
