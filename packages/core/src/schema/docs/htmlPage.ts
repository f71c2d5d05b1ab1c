/**
 * The shell of the HTML data dictionary: one self-contained page with its inline style (light,
 * dark and print) and the small script of its search box. Nothing here holds user text.
 */

/** A theme's colours: text, muted text, links and field borders on the page and on its surfaces. */
export interface PageColours {
  background: string;
  /** Table headers and code blocks. */
  surface: string;
  text: string;
  muted: string;
  link: string;
  /** The search field's border (WCAG's 3:1 for a control's edge). */
  control: string;
  /** Table rules: decoration only. */
  rule: string;
}

/**
 * The light and dark themes. Text, muted text and links reach WCAG AA's 4.5:1 on the background
 * and on surfaces, and a control's edge 3:1 (htmlPage.test.ts checks them).
 */
export const PAGE_COLOURS: Record<'light' | 'dark', PageColours> = {
  light: {
    background: '#ffffff',
    surface: '#f6f8fa',
    text: '#1f2328',
    muted: '#59636e',
    link: '#0550ae',
    control: '#818b98',
    rule: '#d1d9e0',
  },
  dark: {
    background: '#0d1117',
    surface: '#151b23',
    text: '#e6edf3',
    muted: '#9198a1',
    link: '#4493f8',
    control: '#656c76',
    rule: '#3d444d',
  },
};

/** A theme as CSS custom properties. */
const variables = (c: PageColours): string =>
  `--bg:${c.background};--surface:${c.surface};--text:${c.text};--muted:${c.muted};` +
  `--link:${c.link};--control:${c.control};--rule:${c.rule};`;

/** The page's style: both themes by prefers-color-scheme, and a print layout of a table a page. */
export const PAGE_STYLE = [
  `:root{color-scheme:light dark;${variables(PAGE_COLOURS.light)}}`,
  `@media (prefers-color-scheme:dark){:root{${variables(PAGE_COLOURS.dark)}}}`,
  'body{margin:0 auto;max-width:75rem;padding:1rem 1.5rem 3rem;background:var(--bg);color:var(--text);' +
    'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'a{color:var(--link)}',
  'a:focus-visible,input:focus-visible,.scroll:focus-visible{outline:2px solid var(--link);outline-offset:2px}',
  'h1,h2,h3{line-height:1.25}',
  '.entry{border-top:1px solid var(--rule);margin-top:2rem}',
  '.scroll{overflow-x:auto}',
  'table{border-collapse:collapse;margin:.5rem 0 1rem}',
  'caption{text-align:left;font-weight:600;padding:.25rem 0}',
  'th,td{border:1px solid var(--rule);padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-line}',
  'thead th{background:var(--surface)}',
  'p.text{white-space:pre-line}',
  '.muted{color:var(--muted)}',
  'pre{background:var(--surface);border:1px solid var(--rule);padding:.75rem;overflow-x:auto}',
  'code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}',
  '.search input{font:inherit;padding:.3rem .5rem;min-width:min(20rem,100%);color:var(--text);' +
    'background:var(--bg);border:1px solid var(--control);border-radius:4px}',
  '@media print{' +
    `:root{${variables(PAGE_COLOURS.light)}}` +
    'nav,.search{display:none}body{max-width:none;padding:0}a{color:inherit;text-decoration:none}' +
    '.entry~.entry{break-before:page}.scroll{overflow:visible}tr,h3{break-inside:avoid}' +
    'h2,h3,caption{break-after:avoid}pre{white-space:pre-wrap}}',
].join('\n');

/**
 * The search box's script: shows the box (the page is whole without it), then hides the entries,
 * and their lines of the contents, whose title and column names do not contain the
 * text typed, and says how many are shown. It holds no `<`, so it cannot end its element.
 */
export const SEARCH_SCRIPT = `(function () {
  var box = document.getElementById('search');
  var input = document.getElementById('search-input');
  var status = document.getElementById('search-status');
  if (!box || !input || !status) return;
  var entries = Array.prototype.map.call(document.querySelectorAll('.entry'), function (entry) {
    var words = [entry.querySelector('h3')].concat(Array.prototype.slice.call(entry.querySelectorAll('.columns th[scope=row]')));
    var text = words.map(function (e) { return e ? e.textContent : ''; }).join('\\n').toLowerCase();
    var item = document.querySelector('nav a[href="#' + entry.id + '"]');
    return { entry: entry, text: text, item: item && item.parentNode };
  });
  box.hidden = false;
  input.addEventListener('input', function () {
    var query = input.value.trim().toLowerCase();
    var shown = 0;
    entries.forEach(function (e) {
      var hide = query !== '' && e.text.indexOf(query) === -1;
      e.entry.hidden = hide;
      if (e.item) e.item.hidden = hide;
      if (!hide) shown += 1;
    });
    status.textContent = query === '' ? '' : shown + ' of ' + entries.length + ' shown';
  });
})();`;

/**
 * The page: head with its meta, style and title, then the body's parts, then the search script.
 * The parts are joined once, here: a page of 1000 tables is megabytes, and each join copies it.
 */
export function htmlPage(escapedTitle: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapedTitle}</title>`,
    `<style>\n${PAGE_STYLE}\n</style>`,
    '</head>',
    '<body>',
    ...body,
    `<script>\n${SEARCH_SCRIPT}\n</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
