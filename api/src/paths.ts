import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time. This module sits directly under api/src, and the
 * production bundle is api/dist/server.js: both one level below api/, so the same relative
 * step finds the package whether the source or the bundle is running.
 */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_DIR, '..');
/** Drizzle's SQL migrations. */
export const MIGRATIONS_FOLDER = path.join(API_DIR, 'drizzle');
/** Images, clips and captions shipped in the repository, served at /media. */
export const PUBLIC_DIR = path.join(API_DIR, 'public');
