import { normalizeTableName } from '../schema/sql/names';

/** Plurals English forms by rule would get wrong, singular to plural. */
const IRREGULAR: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  tooth: 'teeth',
  foot: 'feet',
  shelf: 'shelves',
  knife: 'knives',
  wife: 'wives',
  half: 'halves',
  movie: 'movies',
  cookie: 'cookies',
  status: 'statuses',
  campus: 'campuses',
  bonus: 'bonuses',
  bus: 'buses',
  virus: 'viruses',
  analysis: 'analyses',
  diagnosis: 'diagnoses',
  criterion: 'criteria',
  quiz: 'quizzes',
  niche: 'niches',
  cache: 'caches',
  hero: 'heroes',
  potato: 'potatoes',
  tomato: 'tomatoes',
  volcano: 'volcanoes',
  echo: 'echoes',
  torpedo: 'torpedoes',
  mosquito: 'mosquitoes',
  domino: 'dominoes',
  cargo: 'cargoes',
};
const SINGULAR = new Map(Object.entries(IRREGULAR).map(([s, p]) => [p, s]));

/** Words with the same singular and plural. */
const UNCOUNTABLE = new Set(
  `staff,equipment,inventory,information,news,series,species,software,hardware,data,media,feedback,
  metadata,music,furniture,stock,personnel,luggage,baggage,sheep,fish,aircraft,access,progress,
  research,attendance,merchandise,mail,content,history,analytics,settings,insurance`
    .split(',')
    .map((w) => w.trim()),
);

/** Singular nouns ending in -is other than -sis and -itis; other words in -is are plurals ("taxis", "skis"). */
const IS_SINGULAR = new Set(
  `axis,praxis,tennis,chassis,iris,debris,trellis,pelvis,metropolis,cannabis,ibis,mantis,marquis,penis,epidermis,
  clitoris,glottis,pubis,this,his,is`
    .split(',')
    .map((w) => w.trim()),
);

/** The singular of a lower-case English noun ("categories" → "category", "boxes" → "box"). */
export function singularize(word: string): string {
  if (UNCOUNTABLE.has(word) || word.length < 3) return word;
  const irregular = SINGULAR.get(word);
  if (irregular) return irregular;
  if (IRREGULAR[word]) return word;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|zzes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|sis|itis)$/.test(word) || IS_SINGULAR.has(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The plural of a lower-case English noun ("category" → "categories", "box" → "boxes"). */
export function pluralize(word: string): string {
  if (UNCOUNTABLE.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (SINGULAR.has(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Applies a word rule to the last part of a snake_case name ("order_items" → "order_item"). */
function lastPart(name: string, rule: (w: string) => string): string {
  const parts = name.split('_');
  const last = parts.pop() ?? '';
  return [...parts, rule(last)].join('_');
}

/** The plural snake_case table name of an entity ("menu_item" → "menu_items"). */
export function tableNameFor(entity: string): string {
  return lastPart(entity, pluralize);
}

/**
 * The key two table names are compared by when reusing instead of duplicating: the generators'
 * normalised name (spec 2 §5) with its last word made singular, so "Books", "book", "BOOKS"
 * are one table, and "OrderItems" is "order_items".
 */
export function tableNameKey(name: string): string {
  const snake = normalizeTableName(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
  return lastPart(snake.replace(/^_+|_+$/g, ''), singularize);
}
