import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload, IconPrinter, IconSearch } from '@tabler/icons-react';
import classes from './DataDictionary.module.css';

/** Props of DictionaryToolbar. */
export interface DictionaryToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** What the live region says: "3 of 120 tables". */
  countText: string;
  onPrint: () => void;
  /** The downloads offered; absent when the reader may not export. */
  onDownload?: ((format: 'md' | 'html') => void) | undefined;
}

/**
 * The data dictionary's controls: the search (its count announced politely as it changes),
 * Print, and the Markdown and HTML downloads when allowed. None of it is printed.
 */
export function DictionaryToolbar(props: DictionaryToolbarProps) {
  const { query, onQueryChange, countText, onPrint, onDownload } = props;
  return (
    <div className={classes.toolbar}>
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          className={classes.search}
          type="search"
          label="Search the data dictionary"
          placeholder="Table, column, view or type"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={onPrint}>
            Print
          </Button>
          {onDownload && (
            <>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => onDownload('md')}
              >
                Download Markdown
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => onDownload('html')}
              >
                Download HTML
              </Button>
            </>
          )}
        </Group>
      </Group>
      <p className={classes.count} role="status" aria-live="polite">
        {countText}
      </p>
    </div>
  );
}
