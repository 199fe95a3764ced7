/** 1–5 ratings as the engine labels them (5（很高）… 1（很低）), and their Select options. */
import { ratingText } from '@domain/engines/risk/labels';
import type { Level } from '@domain/engines/risk/scale';

/** "4（高）" for a 1–5 rating the server sent. */
export const rating = (value: number): string => ratingText(value as Level);

export const LEVEL_OPTIONS = [5, 4, 3, 2, 1].map((value) => ({ value, label: rating(value) }));
