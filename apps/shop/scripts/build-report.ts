// Prints each route's JavaScript size (gzip) of the last `vite build` and fails (exit code 1)
// when the home route's first load includes merchant or operator code or exceeds its budget.
// Run by `npm run build` after Vite, or alone: `npm run report -w @bazaar/shop`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_GRAPH_FILE, type ChunkNode } from './chunk-graph-plugin.js';
import { buildReport, formatReport } from './route-report.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

let chunks: ChunkNode[];
try {
  chunks = JSON.parse(readFileSync(path.join(dist, CHUNK_GRAPH_FILE), 'utf8')) as ChunkNode[];
} catch {
  console.error(`No ${CHUNK_GRAPH_FILE} in ${dist}: run \`npm run build -w @bazaar/shop\` first.`);
  process.exit(1);
}

const gzipBytes = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength;

const report = buildReport(chunks, gzipBytes);
console.log(formatReport(report));
if (report.failures.length > 0) process.exit(1);
