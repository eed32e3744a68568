import type { Theme } from '@emotion/react';
import type { Block } from '@lobby/domain';
import { BlockHeading } from '../../components/BlockHeading';
import { NavigationLinkItem } from '../../components/NavigationLinkItem';
import { useCatalogue } from '../../lobby/useCatalogue';
import { linkAction } from '@lobby/domain';

export interface NavigationBlockProps {
  readonly block: Block;
}

/**
 * The editor fills nothing into a navigation block: it shows the lobby's links, each
 * acting by its type (linkAction). Links with nothing usable to act on are left out.
 */
export function NavigationBlock({ block }: NavigationBlockProps) {
  const { lobby } = useCatalogue();
  // normaliseLobby has already dropped links outside their date window.
  const items = (lobby?.links ?? []).flatMap((link) => {
    const action = linkAction(link);
    return action === null ? [] : [{ link, action }];
  });
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
            <NavigationLinkItem title={link.pageTitle} action={action} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
