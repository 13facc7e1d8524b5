import type { WhitepaperBlock } from '../content/whitepaper';
import styles from './whitepaper-page.module.css';

export function WhitepaperSection({ section }: { section: WhitepaperBlock }) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.milestones ? (
        <ol className={styles.milestones} role="list">
          {section.milestones.map((milestone) => (
            <li key={milestone.period} className={styles.milestone}>
              <h3>{milestone.period}</h3>
              <ul>
                {milestone.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
