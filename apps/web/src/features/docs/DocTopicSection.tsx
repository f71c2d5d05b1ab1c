import type { DocTopic } from '@relata/core';
import { Link } from 'react-router';
import classes from './Documentation.module.css';
import { DocText } from './DocText';

/** Props of DocTopicSection. */
export interface DocTopicSectionProps {
  topic: DocTopic;
  /** The section the location points to, highlighted. */
  current: boolean;
}

/** One help page of the documentation; its anchor is the topic's id, which the assistant links. */
export function DocTopicSection({ topic, current }: DocTopicSectionProps) {
  const headingId = `${topic.id}-heading`;
  return (
    <section
      id={topic.id}
      className={classes.section}
      aria-labelledby={headingId}
      data-current={current || undefined}
    >
      <h2 id={headingId} className={classes.heading} tabIndex={-1}>
        {topic.title}
        <Link
          to={{ hash: topic.id }}
          className={classes.anchor}
          aria-label={`Link to ${topic.title}`}
        >
          #
        </Link>
      </h2>
      <p className={classes.lead}>{topic.summary}</p>
      <ul className={classes.points}>
        {topic.points.map((point) => (
          <li key={point}>
            <DocText text={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}
