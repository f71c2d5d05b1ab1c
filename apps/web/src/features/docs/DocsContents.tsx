import { DOC_TOPICS } from '@relata/core';
import { Link } from 'react-router';
import classes from './Documentation.module.css';

/** Props of DocsContents. */
export interface DocsContentsProps {
  current: string | undefined;
}

/** The documentation's table of contents: one link per topic, the current one marked. */
export function DocsContents({ current }: DocsContentsProps) {
  return (
    <nav className={classes.contents} aria-labelledby="docs-contents-title">
      <h2 id="docs-contents-title" className={classes.contentsTitle}>
        Contents
      </h2>
      <ol>
        {DOC_TOPICS.map((topic) => (
          <li key={topic.id}>
            <Link
              to={{ hash: topic.id }}
              aria-current={current === topic.id ? 'location' : undefined}
            >
              {topic.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
