import { parse, CsvError } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { csvProblemMessage, formatNumber, RATE_IMPORT_COLUMNS, rateImportDelimiter, type RateImportReport } from '@pretscope/core';
import { UsageError } from '../cli-error.ts';
import { processIo, type CommandIo, type CommandResult } from '../command-io.ts';
import { OPERATOR } from '../operator.ts';
import { startProgress } from '../progress.ts';
import { withContainer } from './with-container.ts';

/** How many rejected lines the report prints; the count is always complete. */
const PRINTED_REJECTIONS = 50;

/**
 * Rate observations from a CSV file: every line checked with the core's loan schema, its product looked up, the
 * valid ones written in one transaction, the others reported by line in French. Exit code 2 when lines were
 * rejected, so a script notices; `--dry-run` checks without writing.
 */
export async function importRatesCommand(args: string[], io: CommandIo = processIo): Promise<CommandResult> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
  const [file, ...extra] = positionals;
  if (!file) throw new UsageError('Indiquez le fichier CSV à importer.');
  if (extra.length > 0) throw new UsageError(`Un seul fichier à la fois (reçu aussi : ${extra.join(' ')}).`);
  const size = await fileSize(file);
  const delimiter = await detectDelimiter(file);

  return withContainer(async (container) => {
    const reading = startProgress(io.stderr, 'Lecture  ', size);
    let writing: ReturnType<typeof startProgress> | undefined;
    const parser = createReadStream(file).pipe(
      parse({ delimiter, bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
    );
    async function* records() {
      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; bytes: number } }>) {
          reading.update(info.bytes);
          yield { line: info.lines, cells: record };
        }
        reading.update(size);
      } finally {
        reading.stop();
      }
    }
    let result;
    try {
      result = await container.useCasesFor().importRateObservations({
        // Recorded in the history of changes as the command line's (decision 0019).
        actor: OPERATOR,
        records: records(),
        dryRun: values['dry-run'],
        onWritten: (done, total) => {
          writing ??= startProgress(io.stderr, 'Écriture ', total);
          writing.update(done, total);
        },
      });
    } catch (error) {
      if (error instanceof CsvError)
        throw new UsageError(
          `${file} n’est pas un CSV valide (ligne ${(error as CsvError & { lines?: number }).lines ?? '?'}) : ${csvProblemMessage(error.code)}.`,
        );
      throw error;
    } finally {
      writing?.stop();
    }
    if (!result.ok) {
      if (result.error.type === 'import/empty')
        throw new UsageError(`${file} ne contient aucune ligne de données (il faut une ligne d’en-têtes puis une observation par ligne).`);
      // The CLI gives no expected version, so this is not answered to it; the message is still whole.
      if (result.error.type === 'import/stale') throw new UsageError(result.error.message);
      throw new UsageError(
        `${file} : colonne(s) manquante(s) : ${result.error.missing.map((column) => `${column} (ou ${RATE_IMPORT_COLUMNS[column].filter((name) => name !== column)[0]})`).join(', ')}.`,
      );
    }
    return { output: describeReport(result.value, file), exitCode: result.value.rejectedCount > 0 ? 2 : 0 };
  }, io.env);
}

function describeReport(report: RateImportReport, file: string): string {
  const n = (value: number) => formatNumber(value, 0);
  const lines = [
    `${file} : ${n(report.read)} ligne(s) lue(s), ${n(report.valid)} valide(s), ${n(report.rejectedCount)} rejetée(s).`,
    report.dryRun ? 'Essai à blanc (--dry-run) : rien n’a été écrit.' : `${n(report.imported)} observation(s) de taux importée(s).`,
  ];
  if (report.rejectedCount > 0) {
    lines.push('', 'Lignes rejetées :');
    for (const { line, reasons } of report.rejected.slice(0, PRINTED_REJECTIONS)) lines.push(`  ligne ${line} : ${reasons.join(' ')}`);
    const unlisted = report.rejectedCount - Math.min(report.rejected.length, PRINTED_REJECTIONS);
    if (unlisted > 0) lines.push(`  … et ${n(unlisted)} autre(s).`);
  }
  return lines.join('\n');
}

async function fileSize(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new UsageError(`${file} n’est pas un fichier.`);
    return info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as { code?: string }).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `Fichier introuvable : ${file}`
        : code === 'EACCES'
          ? `Lecture interdite : ${file}`
          : `Impossible de lire ${file} (${code ?? 'erreur inconnue'}).`,
    );
  }
}

/** The delimiter of the header line: « ; » as French spreadsheets write CSV, a tab, or « , ». */
async function detectDelimiter(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    return rateImportDelimiter(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}
