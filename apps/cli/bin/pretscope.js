#!/usr/bin/env node
// Runs the TypeScript sources through tsx, resolving workspace packages to their sources.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const result = spawnSync(process.execPath, ['--conditions=source', main, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
