import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above server/src). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Default brand configuration folder. */
export const DEFAULT_BRAND_DIR = join(REPO_ROOT, 'server', 'brand');
/** JSON Schemas of the platform API (`schemas/api/*.json`). */
export const API_SCHEMA_DIR = join(REPO_ROOT, 'schemas', 'api');
/** JSON Schemas of the brand files (`schemas/brand/*.schema.json`). */
export const BRAND_SCHEMA_DIR = join(REPO_ROOT, 'schemas', 'brand');
