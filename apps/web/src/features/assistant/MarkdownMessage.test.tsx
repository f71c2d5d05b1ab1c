import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownMessage } from './MarkdownMessage';

afterEach(cleanup);

/** Renders an answer as the chat panel does: inside the theme and the router. */
function renderAnswer(text: string) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <MarkdownMessage text={text} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const ANSWER = [
  'The **orders** table has:',
  '',
  '- `id` the key',
  '- `customer_id`',
  '',
  '```sql',
  'SELECT * FROM orders;',
  '```',
  '',
  'See [the trick](javascript:alert(1)) and <img src=x onerror="alert(1)">.',
  '',
  'Read [the guide](https://example.com/guide) or /app/projects/p1/tasks.',
].join('\n');

describe('MarkdownMessage', () => {
  it('renders lists, bold, inline code and a code block with a copy button', () => {
    const { container } = renderAnswer(ANSWER);
    expect(screen.getByText('orders').tagName).toBe('STRONG');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['id the key', 'customer_id']);
    expect(screen.getByText('id').tagName).toBe('CODE');
    expect(container.querySelector('pre')?.textContent).toBe('SELECT * FROM orders;\n');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('shows a javascript: link and raw HTML as text, never as elements', () => {
    const { container } = renderAnswer(ANSWER);
    expect(screen.queryByRole('link', { name: 'the trick' })).toBeNull();
    expect(screen.getByText(/See the trick and/)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('opens web links in a new tab and follows app paths in the app', () => {
    renderAnswer(ANSWER);
    const web = screen.getByRole('link', { name: 'the guide' });
    expect(web.getAttribute('href')).toBe('https://example.com/guide');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    const app = screen.getByRole('link', { name: '/app/projects/p1/tasks' });
    expect(app.getAttribute('href')).toBe('/app/projects/p1/tasks');
    expect(app.getAttribute('target')).toBeNull();
  });

  it('keeps a plain answer as it reads, its newlines as line breaks', () => {
    const { container } = renderAnswer('Shop has 2 tables: orders, order_items.\nOpen: none.');
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('Shop has 2 tables: orders, order_items.\nOpen: none.');
    expect(paragraph?.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('em, strong, ul')).toBeNull();
  });
});
