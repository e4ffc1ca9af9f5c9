import { z } from 'zod';

/** Upload ids a feature's request body carries (files uploaded first, then attached by id). */
export const uploadIdsSchema = (max: number) => z.array(z.uuid()).max(max).default([]);
