import { DOC_TOPICS } from '@relata/core';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ASSISTANT_NAME } from '../../ui/mascot/assistantName';
import classes from './Documentation.module.css';
import { DocsContents } from './DocsContents';
import { DocTopicSection } from './DocTopicSection';
import { useScrollToHash } from './useScrollToHash';

/**
 * The project documentation (spec 2 §2 "documentation"): a help page per area from core's
 * DOC_TOPICS, each at the anchor the assistant links, with a table of contents.
 */
export function DocumentationPage() {
  useDocumentTitle('Documentation');
  const current = useScrollToHash();
  return (
    <div className={classes.page}>
      <header className={classes.intro}>
        <h1 className={classes.title}>Documentation</h1>
        <p className={classes.lead}>
          How Relata works, area by area. Questions about this project? Ask {ASSISTANT_NAME}, the
          assistant at the bottom right: it answers from your tables, tasks and team and links the
          section here that fits.
        </p>
      </header>
      <div className={classes.layout}>
        <DocsContents current={current} />
        <article className={classes.body}>
          {DOC_TOPICS.map((topic) => (
            <DocTopicSection key={topic.id} topic={topic} current={current === topic.id} />
          ))}
        </article>
      </div>
    </div>
  );
}
