/**
 * Values for one column: natural ones chosen by the column's name (faker), kept within its type,
 * length, range and the rules of its table's checks.
 */
import type { Faker } from '@faker-js/faker';
import type { Constant } from './checks';
import type { ColumnPlan, ValueKind } from './plan';
import type { Rng } from './random';
import type { SampleValue } from './types';

/** What value makers share while filling one table. */
export interface ValueContext {
  rng: Rng;
  /** Values made by faker once per generation and drawn again (faker is slow for 50 000 rows). */
  pools: FakerPools;
  /** What text makers draw from. */
  source: Source;
}

/** The context for filling one table (a `name` column of `customer` is a person's name). */
export function valueContext(rng: Rng, pools: FakerPools, table: string): ValueContext {
  const name = table.toLowerCase();
  const source: Source = {
    draw: (key, make) => pools.draw(key, rng, make),
    rng,
    person: PERSON.test(name),
    company: COMPANY.test(name),
    product: PRODUCT.test(name),
  };
  return { rng, pools, source };
}

/** Pools of faker values, filled on first use: drawing from them is fast and still deterministic. */
export class FakerPools {
  private readonly pools = new Map<string, string[]>();

  constructor(
    private readonly faker: Faker,
    private readonly size = 200,
  ) {}

  /** One value of the pool `key`, filled by `make` on first use. */
  draw(key: string, rng: Rng, make: (f: Faker) => string): string {
    let pool = this.pools.get(key);
    if (!pool) {
      pool = Array.from({ length: this.size }, () => make(this.faker));
      this.pools.set(key, pool);
    }
    return rng.pick(pool);
  }
}

const DAY = 86_400_000;
const time = (year: number): number => Date.UTC(year, 0, 1);

/** Natural numeric ranges by column name, first match wins. */
const NUMBER_RANGES: [RegExp, number, number][] = [
  [/percent|pct/, 0, 100],
  [/discount|ratio|fraction/, 0, 0.5],
  [/lat(itude)?$/, -90, 90],
  [/lon(gitude)?$|lng$/, -180, 180],
  [
    /price|amount|total|cost|salary|fee|balance|revenue|freight|tax|pay|budget|income|wage|ytd|quota|bonus/,
    1,
    1000,
  ],
  [/milli|ms$/, 60_000, 600_000],
  [/bytes|size/, 1000, 10_000_000],
  [/qty|quantity|count|stock|units|number_of|^num_|hours/, 1, 100],
  [/age$/, 18, 90],
  [/year/, 1950, 2025],
  [/rating|score|stars|rank|level|priority|status|type/, 1, 5],
  [/weight|height|width|length|depth/, 1, 500],
  [/order|position|sort|seq|step|line/, 1, 20],
];

/** Natural date ranges by column name. */
const DATE_RANGES: [RegExp, number, number][] = [
  [/birth|dob|born/, time(1950), time(2005)],
  [/hire|start|since|join/, time(2010), time(2024)],
  [/end|expir|due|until|ship|deliver/, time(2022), time(2026)],
];

const DEFAULT_DATES: [number, number] = [time(2018), time(2025)];

/** Where text makers draw from: faker pools, and the table's kind. */
interface Source {
  draw: (key: string, make: (f: Faker) => string) => string;
  rng: Rng;
  person: boolean;
  company: boolean;
  product: boolean;
}

/** Text makers by column name, first match wins. */
type TextMaker = (s: Source) => string;

const first = (s: Source): string => s.draw('first', (f) => f.person.firstName());
const last = (s: Source): string => s.draw('last', (f) => f.person.lastName());
const word = (s: Source): string => s.draw('word', (f) => f.lorem.word());
function words(s: Source, n: number): string {
  let text = word(s);
  for (let i = 1; i < n; i++) text += ' ' + word(s);
  return text;
}
const titled = (text: string): string => text.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1) + '.';
const plain = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const DOMAINS = ['example.com', 'example.org', 'mail.test', 'inbox.test', 'corp.example'];
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function code(rng: Rng, n: number): string {
  let text = '';
  for (let i = 0; i < n; i++) text += ALNUM.charAt(rng.int(0, ALNUM.length - 1));
  return text;
}

/** A random (version 4) UUID from the seeded generator. */
export function uuid(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 32; i++)
    s += i === 12 ? '4' : i === 16 ? (8 + rng.int(0, 3)).toString(16) : rng.int(0, 15).toString(16);
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const TEXT_MAKERS: [RegExp, TextMaker][] = [
  [
    /e_?mail/,
    (s) => `${plain(first(s))}.${plain(last(s))}${s.rng.int(1, 99)}@${s.rng.pick(DOMAINS)}`,
  ],
  [/first_?name|given_?name|fore_?name/, first],
  [/last_?name|sur_?name|family_?name/, last],
  [/middle_?name|initial/, (s) => s.draw('middle', (f) => f.person.middleName())],
  [/full_?name|contact_?name|display_?name|author|owner/, (s) => `${first(s)} ${last(s)}`],
  [
    /user_?name|login|nick|handle/,
    (s) => `${plain(first(s))}${plain(last(s)).slice(0, 3)}${s.rng.int(1, 999)}`,
  ],
  [/password|passwd|hash|salt|secret|token/, (s) => code(s.rng, 16).toLowerCase()],
  [/phone|fax|mobile|tel/, (s) => s.draw('phone', (f) => f.phone.number({ style: 'national' }))],
  [/address|street|addr/, (s) => s.draw('street', (f) => f.location.streetAddress())],
  [/city|town/, (s) => s.draw('city', (f) => f.location.city())],
  [/state|province|region|county/, (s) => s.draw('state', (f) => f.location.state())],
  [/country_?code|iso/, (s) => s.draw('countryCode', (f) => f.location.countryCode())],
  [/country|nation/, (s) => s.draw('country', (f) => f.location.country())],
  [/zip|postal|post_?code/, (s) => s.draw('zip', (f) => f.location.zipCode())],
  [
    /company|organi[sz]ation|employer|supplier|vendor/,
    (s) => s.draw('company', (f) => f.company.name()),
  ],
  [/job|position|role|occupation/, (s) => s.draw('job', (f) => f.person.jobTitle())],
  [/title/, (s) => (s.person ? s.draw('job', (f) => f.person.jobTitle()) : titled(words(s, 3)))],
  [
    /url|website|homepage|link|href/,
    (s) => `https://www.${plain(word(s))}${s.rng.int(1, 99)}.example/${plain(word(s))}`,
  ],
  [
    /image|photo|avatar|picture|logo/,
    (s) => `https://img.example/${code(s.rng, 10).toLowerCase()}.png`,
  ],
  [
    /ip_?addr|^ip$|_ip$/,
    (s) => [s.rng.int(1, 223), s.rng.int(0, 255), s.rng.int(0, 255), s.rng.int(1, 254)].join('.'),
  ],
  [/colou?r/, (s) => s.draw('color', (f) => f.color.human())],
  [/currency/, (s) => s.draw('currency', (f) => f.finance.currencyCode())],
  [/lang|locale|culture/, (s) => s.rng.pick(['en', 'de', 'fr', 'es', 'it', 'ja'])],
  [/gender|sex/, (s) => s.rng.pick(['F', 'M'])],
  [/status|state/, (s) => s.rng.pick(['active', 'inactive', 'pending'])],
  [/slug/, (s) => `${plain(word(s))}-${plain(word(s))}-${s.rng.int(1, 999)}`],
  [/sku|code|number|no$|num$|ref/, (s) => code(s.rng, 8)],
  [/uuid|guid/, (s) => uuid(s.rng)],
  [
    /desc|note|comment|summary|bio|body|content|text|message|remark|detail|review/,
    (s) => sentence(words(s, s.rng.int(4, 10))),
  ],
  [
    /name/,
    (s) =>
      s.person
        ? `${first(s)} ${last(s)}`
        : s.company
          ? s.draw('company', (f) => f.company.name())
          : s.product
            ? s.draw('product', (f) => f.commerce.productName())
            : titled(words(s, 2)),
  ],
];

const PERSON =
  /person|people|user|customer|client|employee|staff|member|author|artist|actor|contact|student|teacher|patient|manager|account/;
const COMPANY =
  /company|supplier|vendor|shipper|store|publisher|organi[sz]ation|business|firm|partner|bank/;
const PRODUCT = /product|item|article|goods|film|track|album|book|movie/;

/** Each column's text maker, found once. */
const makers = new WeakMap<ColumnPlan, TextMaker | null>();

/** A natural text for a column, by its name (and its table's), before length limits. */
function naturalText(plan: ColumnPlan, ctx: ValueContext): string {
  let maker = makers.get(plan);
  if (maker === undefined) {
    maker = TEXT_MAKERS.find(([re]) => re.test(plan.key))?.[1] ?? null;
    makers.set(plan, maker);
  }
  if (maker) return maker(ctx.source);
  return (plan.maxLength ?? 255) <= 20 ? word(ctx.source) : words(ctx.source, 3);
}

/** A text cut or padded to the column's and its checks' length limits. */
export function fitLength(plan: ColumnPlan, text: string): string {
  const max = Math.min(plan.maxLength ?? Infinity, plan.rule?.maxLength ?? Infinity);
  const min = plan.rule?.minLength ?? 0;
  let out = text.length > max ? text.slice(0, Math.max(0, max)).trimEnd() : text;
  if (out.length < min) out = out.padEnd(Math.min(min, max), 'x');
  return out.length === 0 && max > 0 ? 'x' : out;
}

/**
 * A text made distinct from those taken: the row number in base 36 added at the end, or (when
 * the length limit leaves no room) replacing the text.
 */
export function distinctText(plan: ColumnPlan, text: string, row: number, attempt: number): string {
  const tag = (row + attempt * 100_003).toString(36);
  const max = Math.min(plan.maxLength ?? Infinity, plan.rule?.maxLength ?? Infinity);
  if (max <= tag.length)
    return fitLength(plan, tag.padStart(Math.min(max, plan.rule?.minLength ?? 0), '0'));
  return fitLength(plan, text.slice(0, Math.min(text.length, max - tag.length - 1)) + '_' + tag);
}

/** A constant as a value of the column's kind (a date bound as a date text, ...). */
export function constantValue(plan: ColumnPlan, c: Constant): SampleValue {
  if ('time' in c) return formatTime(plan.kind, c.time);
  if ('number' in c) return plan.literal === 'number' ? c.number : String(c.number);
  if (plan.literal === 'number') {
    const n = Number(c.text);
    return Number.isNaN(n) ? c.text : n;
  }
  return c.text;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A time as the kind's ISO text: date, time of day, timestamp (with `+00` for a time zone). */
export function formatTime(kind: ValueKind, ms: number): string {
  const d = new Date(ms);
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  if (kind === 'date') return date;
  if (kind === 'time') return clock;
  return `${date} ${clock}${kind === 'datetimetz' ? '+00' : ''}`;
}

/** The numeric bound of a constant, or undefined when it is not a number. */
const numberOf = (c: Constant | undefined): number | undefined =>
  c === undefined
    ? undefined
    : 'number' in c
      ? c.number
      : 'text' in c && c.text.trim() !== '' && !Number.isNaN(Number(c.text))
        ? Number(c.text)
        : undefined;

/** The smallest step of a numeric column: 1 for integers, 10^-scale for decimals. */
const step = (plan: ColumnPlan): number => (plan.kind === 'integer' ? 1 : 10 ** -plan.scale);

/** The range a numeric column must stay in: its type's, narrowed by its checks. */
export function hardRange(plan: ColumnPlan): [number, number] {
  const r = plan.rule;
  let lo = plan.typeMin;
  let hi = plan.typeMax;
  const min = numberOf(r?.min);
  const max = numberOf(r?.max);
  if (min !== undefined) lo = Math.max(lo, r?.minExclusive ? min + step(plan) : min);
  if (max !== undefined) hi = Math.min(hi, r?.maxExclusive ? max - step(plan) : max);
  if (plan.kind === 'integer') return [Math.ceil(lo), Math.floor(hi)];
  return [lo, hi];
}

/** The range a time column must stay in, by its checks (epoch milliseconds). */
export function hardTimeRange(plan: ColumnPlan): [number, number] {
  const r = plan.rule;
  const unit = plan.kind === 'date' ? DAY : 1000;
  const lo = r?.min && 'time' in r.min ? r.min.time + (r.minExclusive ? unit : 0) : -Infinity;
  const hi = r?.max && 'time' in r.max ? r.max.time - (r.maxExclusive ? unit : 0) : Infinity;
  return [lo, hi];
}

/** A range narrowed to the hard one, or (when they do not meet) a stretch of the hard one. */
function within(natural: [number, number], hard: [number, number], span: number): [number, number] {
  const lo = Math.max(natural[0], hard[0]);
  const hi = Math.min(natural[1], hard[1]);
  if (lo <= hi) return [lo, hi];
  if (Number.isFinite(hard[0])) return [hard[0], Math.min(hard[1], hard[0] + span)];
  return [Math.max(hard[0], hard[1] - span), hard[1]];
}

/** Each column's natural ranges, by kind, worked out once. */
const ranges = new WeakMap<ColumnPlan, Map<string, [number, number]>>();
function cached(plan: ColumnPlan, kind: string, make: () => [number, number]): [number, number] {
  let byKind = ranges.get(plan);
  if (!byKind) ranges.set(plan, (byKind = new Map<string, [number, number]>()));
  let range = byKind.get(kind);
  if (!range) byKind.set(kind, (range = make()));
  return range;
}

/** Where counting values start: 1, or the lowest value the range allows above it. */
const sequenceStart = ([lo, hi]: [number, number]): number =>
  Math.ceil(Math.max(lo, Math.min(1, hi)));

/** A number for a column: sequential for a key of its own, else natural by name, in range. */
function numberValue(
  plan: ColumnPlan,
  ctx: ValueContext,
  row: number,
  sequential: boolean,
): number {
  if (sequential) return sequenceStart(cached(plan, 'hard', () => hardRange(plan))) + row;
  const [lo, hi] = cached(plan, 'number', () => {
    const hard = hardRange(plan);
    const named = NUMBER_RANGES.find(([re]) => re.test(plan.key));
    const natural: [number, number] = named
      ? [named[1], named[2]]
      : plan.kind === 'integer'
        ? [1, 1000]
        : [0, 1000];
    return within(natural, hard, 1000);
  });
  if (plan.kind === 'integer') return ctx.rng.int(lo, hi);
  const scale = 10 ** Math.min(plan.scale, 4);
  const value = Math.round((lo + ctx.rng.next() * (hi - lo)) * scale) / scale;
  return Math.min(hi, Math.max(lo, value));
}

/** A time for a column: one day (or second) apart for a key of its own, else natural by name. */
function timeValue(
  plan: ColumnPlan,
  kind: ValueKind,
  ctx: ValueContext,
  row: number,
  sequential: boolean,
): string {
  const [lo, hi] = cached(plan, kind, () => {
    const named = DATE_RANGES.find(([re]) => re.test(plan.key));
    return within(named ? [named[1], named[2]] : DEFAULT_DATES, hardTimeRange(plan), 365 * DAY);
  });
  const unit = kind === 'date' ? DAY : 1000;
  if (sequential) return formatTime(kind, Math.ceil(lo / unit) * unit + row * unit);
  const ms = Math.floor((lo + ctx.rng.next() * (hi - lo)) / unit) * unit;
  return formatTime(kind, Math.max(ms, Math.ceil(lo / unit) * unit));
}

/** Hex digits of `bytes` random bytes. */
function hex(rng: Rng, bytes: number): string {
  let text = '';
  for (let i = 0; i < bytes; i++) text += rng.int(0, 255).toString(16).padStart(2, '0');
  return text;
}

/** A value of a simple kind (also an array's element). */
function kindValue(
  kind: ValueKind,
  plan: ColumnPlan,
  ctx: ValueContext,
  row: number,
  sequential: boolean,
): SampleValue {
  const { pools, rng } = ctx;
  switch (kind) {
    case 'integer':
    case 'decimal':
    case 'float':
      return numberValue(plan, ctx, row, sequential);
    case 'boolean':
      return sequential ? row % 2 === 0 : rng.chance(0.5);
    case 'date':
    case 'time':
    case 'datetime':
    case 'datetimetz':
      return timeValue(plan, kind, ctx, row, sequential);
    case 'uuid':
      return uuid(rng);
    case 'json':
      return JSON.stringify({
        id: row + 1,
        label: pools.draw('word', rng, (f) => f.lorem.word()),
        active: rng.chance(0.5),
      });
    case 'binary':
      return (sequential ? row.toString(16).padStart(8, '0') : '') + hex(rng, rng.int(4, 12));
    case 'bits': {
      const length = plan.exact ? (plan.maxLength ?? 1) : Math.min(plan.maxLength ?? 8, 8);
      return Array.from({ length }, () => (rng.chance(0.5) ? '1' : '0')).join('');
    }
    case 'xml':
      return `<note>${pools.draw('word', rng, (f) => f.lorem.word())}</note>`;
    case 'interval':
      return `${rng.int(1, 90)} days`;
    case 'inet':
      return `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    case 'cidr':
      return `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.0/24`;
    case 'macaddr':
      return Array.from({ length: 6 }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join(
        ':',
      );
    case 'point':
      return `(${rng.int(-180, 180)},${rng.int(-90, 90)})`;
    case 'array':
      return arrayValue(plan, ctx, row);
    case 'text':
      return fitLength(plan, naturalText(plan, ctx));
  }
}

/** A PostgreSQL array literal of one to three elements of the column's element kind. */
function arrayValue(plan: ColumnPlan, ctx: ValueContext, row: number): string {
  const element = plan.element ?? 'text';
  const items = Array.from({ length: ctx.rng.int(1, 3) }, () => {
    const v =
      element === 'text'
        ? ctx.pools.draw('word', ctx.rng, (f) => f.lorem.word())
        : kindValue(element, plan, ctx, row, false);
    return typeof v === 'string' ? `"${v.replace(/["\\]/g, '')}"` : String(v);
  });
  return `{${items.join(',')}}`;
}

/**
 * A value for a column that no foreign key fills: NULL where a check asks it (or now and then
 * for a nullable column), one of its allowed values, a counting value for auto-increment and
 * keys of their own, else a natural value of its kind.
 */
export function columnValue(plan: ColumnPlan, ctx: ValueContext, row: number): SampleValue {
  const rule = plan.rule;
  if (rule?.isNull && plan.nullable) return null;
  if (
    plan.nullable &&
    !plan.uniqueAlone &&
    !plan.auto &&
    rule?.isNull === undefined &&
    ctx.rng.chance(0.1)
  )
    return null;
  const allowed = allowedValues(plan);
  if (allowed) {
    if (allowed.length === 0) return null;
    return plan.uniqueAlone ? (allowed[row % allowed.length] ?? null) : ctx.rng.pick(allowed);
  }
  return kindValue(plan.kind, plan, ctx, row, plan.auto || plan.uniqueAlone);
}

/** The allowed values not excluded by a check, as values of the column's kind (cached on the plan). */
const allowedCache = new WeakMap<ColumnPlan, SampleValue[]>();
function allowedValues(plan: ColumnPlan): SampleValue[] | undefined {
  if (!plan.allowed) return undefined;
  let values = allowedCache.get(plan);
  if (!values) {
    const excluded = new Set(
      (plan.rule?.excluded ?? []).map((c) => String(constantValue(plan, c))),
    );
    values = plan.allowed
      .map((c) => constantValue(plan, c))
      .filter((v) => !excluded.has(String(v)));
    allowedCache.set(plan, values);
  }
  return values;
}

/** How many distinct values a column can take (for capping rows of a unique key); large when unlimited. */
export function columnCapacity(plan: ColumnPlan): number {
  const allowed = allowedValues(plan);
  if (allowed) return allowed.length;
  const cap = 1e12;
  switch (plan.kind) {
    case 'boolean':
      return 2;
    case 'integer':
    case 'decimal': {
      // Keys count up by one from sequenceStart.
      const [lo, hi] = hardRange(plan);
      return Math.max(0, Math.min(cap, Math.floor(hi - sequenceStart([lo, hi])) + 1));
    }
    case 'date': {
      const [lo, hi] = hardTimeRange(plan);
      return Math.min(cap, Math.floor((hi - lo) / DAY) + 1);
    }
    case 'bits':
      return plan.exact ? 2 ** Math.min(plan.maxLength ?? 1, 40) : cap;
    case 'text': {
      const max = Math.min(plan.maxLength ?? Infinity, plan.rule?.maxLength ?? Infinity);
      return Math.min(cap, 36 ** Math.min(max, 8));
    }
    default:
      return cap;
  }
}
