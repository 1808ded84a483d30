/** Deterministic, Dutch-looking test data for the bench. */
const prefixes = [
  'Bakkerij',
  'Installatiebedrijf',
  'Transport',
  'Adviesbureau',
  'Garage',
  'Bouwbedrijf',
  'Kantoor',
  'Handelsonderneming',
  'Schildersbedrijf',
  'Zorggroep',
];
const surnames = [
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
];
const suffixes = ['B.V.', 'V.O.F.', '& Zonen', 'Groep', 'Holding', ''];
const cities = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Eindhoven',
  'Groningen',
  'Tilburg',
  'Almere',
  'Breda',
  'Nijmegen',
  'Apeldoorn',
  'Haarlem',
  'Arnhem',
  'Zwolle',
  'Leiden',
];
const firstNames = ['Anna', 'Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Sophie', 'Milan', 'Tess', 'Levi'];

export function pick<T>(values: readonly T[], i: number): T {
  return values[Math.abs(i) % values.length] as T;
}

export function random(max: number): number {
  return Math.floor(Math.random() * max);
}

export function companyName(i: number) {
  const name = [pick(prefixes, i), pick(surnames, Math.floor(i / 7)), pick(suffixes, Math.floor(i / 3))]
    .filter(Boolean)
    .join(' ');
  const slug = `${pick(surnames, Math.floor(i / 7))
    .replace(/\W+/g, '')
    .toLowerCase()}${i}`;
  return {
    companyName: `${name} ${i}`,
    city: pick(cities, Math.floor(i / 11)),
    country: 'NL',
    kvkNumber: String(10_000_000 + (i % 89_999_999)),
    email: `info@${slug}.nl`,
  };
}

export function contactPerson(i: number, primary: boolean) {
  return {
    firstName: pick(firstNames, i),
    lastName: pick(surnames, i * 3),
    email: `contact${i}@example.nl`,
    primary,
  };
}
