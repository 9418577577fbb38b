import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Db } from '../db/client.js';
import { OpsError } from './args.js';

/** What a command receives: its positional words and its `--options`, parsed by node:util's parseArgs. */
export interface OpsInput {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

export interface OpsCommand {
  /** The words that name it, e.g. `wallet adjust`. */
  name: string;
  /** Its arguments as the help shows them, e.g. `NAME PESOS --key KEY`. */
  usage?: string;
  /** What it does, for the help; continuation lines go under it. */
  summary?: string;
  /** Its `--options`: text unless said to be a flag. */
  options?: Record<string, 'string' | 'boolean'>;
  run(db: Db, input: OpsInput): Promise<string>;
}

/** A negative number is an amount (`wallet adjust NAME -50`), not a short option. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/u;
const MINUS = '\u2212';

export function parseInput(command: OpsCommand, args: string[]): OpsInput {
  const options = Object.fromEntries(
    Object.entries(command.options ?? {}).map(([name, type]) => [name, { type }]),
  );
  try {
    const { positionals, values } = parseArgs({
      args: args.map((arg) => (NEGATIVE_NUMBER.test(arg) ? MINUS + arg.slice(1) : arg)),
      options,
      allowPositionals: true,
      strict: true,
    });
    const restore = (value: string) => (value.startsWith(MINUS) ? `-${value.slice(1)}` : value);
    return {
      positionals: positionals.map(restore),
      values: Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' ? restore(value) : value,
        ]),
      ),
    };
  } catch (error) {
    throw new OpsError(`${(error as Error).message}\nusage: ${command.name} ${command.usage ?? ''}`.trim());
  }
}

export function text(input: OpsInput, name: string): string | undefined {
  const value = input.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredText(input: OpsInput, name: string): string {
  const value = text(input, name);
  if (value === undefined) throw new OpsError(`--${name} is required`);
  return value;
}

/** The JSON file an option names (`--file activity.json`), parsed. */
export function jsonFile(input: OpsInput, name: string): unknown {
  const file = requiredText(input, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new OpsError(`cannot read ${file} as JSON`);
  }
}

/** A whole number in [min, max] from an option, or the fallback when it is absent or not a number. */
export function limit(input: OpsInput, name: string, fallback: number, max: number): number {
  return Math.min(Math.max(Number(text(input, name) ?? fallback) || fallback, 1), max);
}

const COLUMN = 41;

/** The help, written from the commands themselves. */
export function usageOf(commands: readonly OpsCommand[]): string {
  const lines = commands.map(({ name, usage, summary }) => {
    const head = `  ${name}${usage ? ` ${usage}` : ''}`;
    if (!summary) return head;
    const [first, ...more] = summary.split('\n');
    const pad = (line: string) => `${' '.repeat(COLUMN + 2)}${line}`;
    return [head.length < COLUMN ? `${head.padEnd(COLUMN + 2)}${first}` : `${head}\n${pad(first ?? '')}`]
      .concat(more.map(pad))
      .join('\n');
  });
  return `npm run ops -- <command>\n\n${lines.join('\n')}`;
}

/** The command its first words name: the two-word name first (`wallet adjust`), then one (`seed`). */
export function findCommand(
  commands: readonly OpsCommand[],
  args: string[],
): { command: OpsCommand; rest: string[] } | undefined {
  for (const words of [2, 1]) {
    const name = args.slice(0, words).join(' ');
    const command = commands.find((c) => c.name === name);
    if (command && args.length >= words) return { command, rest: args.slice(words) };
  }
  return undefined;
}
