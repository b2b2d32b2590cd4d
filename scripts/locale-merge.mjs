/**
 * Deep-merges a JSON fragment into a locale file and writes it back with
 * sorted keys, so areas add their keys without rewriting each other's.
 * Usage: node scripts/locale-merge.mjs <fragment.json> <locales/xx.json>
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [fragmentPath, targetPath] = process.argv.slice(2);
if (!fragmentPath || !targetPath) {
  console.error('usage: node scripts/locale-merge.mjs <fragment.json> <locales/xx.json>');
  process.exit(2);
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const merge = (into, from) => {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isObject(value) && isObject(into[key]) ? merge(into[key], value) : value;
  }
  return into;
};
const sorted = (value) =>
  isObject(value) ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])])) : value;

const target = JSON.parse(readFileSync(targetPath, 'utf8'));
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
const temporary = `${targetPath}.${process.pid}.tmp`;
writeFileSync(temporary, `${JSON.stringify(sorted(merge(target, fragment)), null, 2)}\n`);
renameSync(temporary, targetPath);
