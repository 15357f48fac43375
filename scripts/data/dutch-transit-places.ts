// Cuts the Netherlands' stations and stops out of DB's HAFAS station list (npm db-hafas-stations
// 2.0.0: station data DB InfraGO, CC BY 4.0, and OpenStreetMap contributors, ODbL) for the demo
// service's transit place search, and a sample of the package's own records for the test that
// checks the demo's answers against it. The package is 140 MB unpacked: too large to ship for the
// Netherlands' 1,800 places, so it is read here once, not installed.
//
//   npx tsx scripts/data/dutch-transit-places.ts [unpacked package folder]
//
// Without a folder, `npm pack` fetches the package into a temporary folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const packageSpec = 'db-hafas-stations@2.0.0';
const root = path.resolve(import.meta.dirname, '../..');
const placesFile = path.join(root, 'resources/dutch-transit-places/places.ndjson');
const sampleFile = path.join(root, 'test/fixtures/db-hafas-stations/dutch-places-sample.ndjson');
/** Every n-th place of the cut goes into the test's sample, and the stations crews use most. */
const sampleEvery = 25;
const sampledNames = new Set(['Schiphol (Airport)', 'Rotterdam Centraal', 'Amsterdam Centraal', 'Hoek van Holland Haven', 'Vlissingen', 'Den Helder']);

interface HafasRecord {
  id: string;
  name: string;
  type: string;
  location?: { latitude: number; longitude: number };
  products?: Record<string, boolean>;
  weight?: number;
}

const railProducts = ['nationalExpress', 'national', 'regionalExpress', 'regional', 'suburban'];

/** The vendor's types (its examples: railStation, busStop, address); null: no public transport listed. */
function typeOf(record: HafasRecord): 'railStation' | 'busStop' | null {
  const products = record.products ?? {};
  if (railProducts.some((product) => products[product] === true)) return 'railStation';
  if (products.bus === true) return 'busStop';
  return null;
}

// HAFAS names Dutch stops "<municipality> <place> <stop>, Niederlande", cut at 50 characters.
const dutchSuffix = /,\s*N(?:i(?:e(?:d(?:e(?:r(?:l(?:a(?:n(?:de?)?)?)?)?)?)?)?)?)?$/;

/** Dutch: a Dutch railway number (84…), or a stop HAFAS marks as in the Netherlands. */
function isDutch(record: HafasRecord): boolean {
  return record.id.startsWith('84') || dutchSuffix.test(record.name) || record.name.includes('(NL)');
}

function cleanName(name: string): string {
  return name.replace(dutchSuffix, '').replace(/,\s*$/, '').trim();
}

/** Around the Netherlands: a name marked Dutch far outside it is a record gone wrong, left out. */
function nearTheNetherlands(lat: number, lon: number): boolean {
  return lat >= 50.7 && lat <= 53.7 && lon >= 3.2 && lon <= 7.3;
}

function unpackedPackage(given: string | undefined): string {
  if (given !== undefined) return given;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'db-hafas-stations-'));
  const tarball = execFileSync('npm', ['pack', packageSpec, '--silent'], { cwd: folder, encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  execFileSync('tar', ['xzf', tarball], { cwd: folder });
  return path.join(folder, 'package');
}

async function main(): Promise<void> {
  const packageFolder = unpackedPackage(process.argv[2]);
  const places: string[] = [];
  const sample: string[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(path.join(packageFolder, 'full.ndjson')) });
  for await (const line of lines) {
    const record = JSON.parse(line) as HafasRecord;
    const at = record.location;
    if (at === undefined || !isDutch(record) || !nearTheNetherlands(at.latitude, at.longitude)) continue;
    const type = typeOf(record);
    if (type === null) continue;
    places.push(JSON.stringify([record.id, type, cleanName(record.name), at.latitude, at.longitude, record.weight ?? 0]));
    if (places.length % sampleEvery === 1 || sampledNames.has(record.name)) {
      sample.push(JSON.stringify({ id: record.id, name: record.name, location: { latitude: at.latitude, longitude: at.longitude }, products: record.products ?? {} }));
    }
  }
  fs.mkdirSync(path.dirname(placesFile), { recursive: true });
  fs.writeFileSync(placesFile, `${places.join('\n')}\n`);
  fs.writeFileSync(sampleFile, `${sample.join('\n')}\n`);
  console.log(`${places.length} places to ${path.relative(root, placesFile)}, ${sample.length} package records to ${path.relative(root, sampleFile)}`);
}

await main();
