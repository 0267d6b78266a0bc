// Runs a command to completion, keeping its output for the report instead of flooding the terminal.
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number;
  output: string;
  durationMs: number;
}

export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output, durationMs: performance.now() - started }),
    );
  });
}

/** The last lines of a command's output. */
export function tail(output: string, lines = 15): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Why a command failed, in a few lines: the lines that mention an error (stack frames left out),
 * else the last lines of the output.
 */
export function failureSummary(output: string, lines = 8): string {
  const all = output.split('\n').filter((line) => line.trim() && !/^\s+at /.test(line));
  const errors = all.filter((line) => /error|failed|cannot|could not|not found/i.test(line));
  return (errors.length ? errors : all.slice(-lines)).slice(0, lines).join('\n');
}
