import type { Theme } from '@emotion/react';
import { LinkActionItem, useNavigationLinks } from '@lobby/connected';
import type { Block } from '@lobby/domain';
import { BlockHeading } from '../../components/BlockHeading';

export interface NavigationBlockProps {
  readonly block: Block;
}

/**
 * The editor fills nothing into a navigation block: it shows the lobby's links, each
 * acting by its type, as the host's navigation bar does.
 */
export function NavigationBlock({ block }: NavigationBlockProps) {
  const items = useNavigationLinks();
  return (
    <nav aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <ul
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {items.map(({ link, action }) => (
          <li key={link.id}>
            <LinkActionItem title={link.pageTitle} action={action} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
