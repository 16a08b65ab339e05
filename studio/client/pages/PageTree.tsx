import type { PageTreeNode } from '../../shared/pages.ts';
import type { SourceLinks } from './ConditionSources.tsx';
import { NodeCondition, type ConditionEditing } from './NodeCondition.tsx';
import { NodeTextFields, type PageSpanish } from './NodeTextFields.tsx';
import { PropCases } from './PropCases.tsx';

interface PageTreeProps {
  nodes: readonly PageTreeNode[];
  selected: string | null;
  onSelect(key: string): void;
  /** The words of every text key (flows/texts), to edit in place. */
  texts: Readonly<Record<string, string>>;
  onTextChange(key: string, next: string): void;
  /** The Spanish words of the texts, edited beside the English (NodeTextFields); null or absent: no Spanish in the project. */
  spanish?: PageSpanish | null;
  onSpanishChange(key: string, next: string): void;
  /** Edits the `when` and the props' cases of nodes written in the open file (NodeCondition, PropCases); without it a condition is only said in words. */
  conditions?: ConditionEditing;
  /** Links the selected node's conditions to the tables and switches that decide them (ConditionSources). */
  links?: SourceLinks;
}

const originWords = { page: 'this page', layout: 'layout', fragment: 'fragment' } as const;

/**
 * The composed page as nested lists: each node with its component, where it
 * was written (the page, its layout or a fragment, and the file), the rule
 * that decides if it shows, in words and (selected) in the condition builder,
 * and its texts, editable in place in English and Spanish. Selecting a node
 * outlines it in the preview; a node picked in the preview is selected here.
 */
export function PageTree(props: PageTreeProps) {
  const { nodes, selected, onSelect, texts, onTextChange, spanish, onSpanishChange, conditions, links } = props;
  return (
    <ul className="studio-tree">
      {nodes.map((node) => (
        <li key={node.key} className={`studio-tree__node${node.key === selected ? ' studio-tree__node--selected' : ''}`}>
          <button
            type="button"
            className="studio-tree__select"
            aria-pressed={node.key === selected}
            data-node-key={node.key}
            onClick={() => onSelect(node.key)}
          >
            {/* One text run: screen readers say the component, its test id and whether a rule shows it. */}
            {`${node.component}${node.testId ? ` ${node.testId}` : ''}${node.conditional ? ' (shown when a rule holds)' : ''}`}
          </button>
          {node.origin ? (
            <span className="studio-tree__origin">
              {node.origin.kind === 'page' ? originWords.page : `${originWords[node.origin.kind]} ${node.origin.id}`} · <code>{node.origin.file}</code>
            </span>
          ) : null}
          <NodeCondition node={node} selected={node.key === selected} editing={conditions} links={links} />
          {node.key === selected ? <PropCases node={node} editing={conditions} texts={texts} links={links} /> : null}
          {node.key === selected
            ? node.texts.map(({ prop, key }) => (
                <NodeTextFields
                  key={`${prop}:${key}`}
                  prop={prop}
                  textKey={key}
                  texts={texts}
                  spanish={spanish}
                  onTextChange={onTextChange}
                  onSpanishChange={onSpanishChange}
                />
              ))
            : node.texts.map(({ prop, key }) => (
                <p key={`${prop}:${key}`} className="studio-tree__text">
                  <span className="studio-field__hint">{prop}:</span> {texts[key] ?? key}
                </p>
              ))}
          {node.children.length > 0 ? <PageTree {...props} nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
