import { once } from 'node:events';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiTypes, csvLine, formatNumber, isApiType, toCsvText, type ExportRow } from '@pretscope/core';
import { UsageError } from '../cli-error.ts';
import { processIo, type CommandIo, type CommandResult } from '../command-io.ts';
import { OPERATOR } from '../operator.ts';
import { startProgress } from '../progress.ts';
import { withContainer } from './with-container.ts';

/**
 * Every row of an API type, as an admin reads it (the same use case, store and allow-lists as the API's
 * /api/export/{type}.csv), read page by page and written as it comes: CSV (the download's bytes) or a JSON array.
 */
export async function exportCommand(args: string[], io: CommandIo = processIo): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'csv' }, out: { type: 'string' } },
  });
  const [type, ...extra] = positionals;
  if (!type || !isApiType(type))
    throw new UsageError(`${type ? `Type inconnu : ${type}. ` : 'Indiquez le type à exporter. '}Types : ${apiTypes.join(', ')}.`);
  if (extra.length > 0) throw new UsageError(`Un seul type à la fois (reçu aussi : ${extra.join(' ')}).`);
  const format = values.format;
  if (format !== 'csv' && format !== 'json') throw new UsageError(`--format attend csv ou json, pas « ${format} ».`);
  const out = values.out ? resolve(values.out) : undefined;
  if (out) {
    if (!existsSync(dirname(out)) || !statSync(dirname(out)).isDirectory()) throw new UsageError(`Dossier introuvable pour ${values.out}.`);
    if (existsSync(out) && statSync(out).isDirectory()) throw new UsageError(`${values.out} est un dossier : indiquez un nom de fichier.`);
  }

  return withContainer(async (container) => {
    const table = await container.useCasesFor().exportRows({ actor: OPERATOR, type });
    if (!table.ok) throw new Error(`export ${type}: ${table.error.type}`);
    const { columns, total, pages } = table.value;
    const target = out ? createWriteStream(out) : io.stdout;
    const progress = startProgress(io.stderr, `Export ${type}`, total);
    const write = async (text: string) => {
      if (!target.write(text)) await once(target, 'drain');
    };
    let written = 0;
    try {
      await write(format === 'csv' ? `\uFEFF${csvLine(columns)}` : '[');
      for await (const page of pages) {
        const text = page.map((row, index) =>
          format === 'csv'
            ? csvLine(columns.map((column) => toCsvText(row[column])))
            : `${written + index > 0 ? ',' : ''}\n${jsonRow(row, columns)}`,
        );
        await write(text.join(''));
        written += page.length;
        progress.update(written);
      }
      if (format === 'json') await write(written > 0 ? '\n]\n' : ']\n');
    } finally {
      progress.stop();
      if (out)
        await new Promise<void>((done, fail) =>
          (target as ReturnType<typeof createWriteStream>).end((error?: Error | null) => (error ? fail(error) : done())),
        );
    }
    const summary = `${formatNumber(written, 0)} ligne(s) de ${type} exportée(s) en ${format.toUpperCase()}${values.out ? ` dans ${values.out}` : ''}.`;
    // With the data on stdout, the summary goes to stderr so that a pipe receives the data only.
    if (!out) {
      io.stderr.write(`${summary}\n`);
      return { output: '', exitCode: 0 };
    }
    return { output: summary, exitCode: 0 };
  }, io.env);
}

/** One row as a JSON object with its columns in order. */
function jsonRow(row: ExportRow, columns: readonly string[]): string {
  return JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
}
