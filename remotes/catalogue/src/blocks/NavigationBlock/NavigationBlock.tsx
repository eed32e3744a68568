import type { Theme } from '@emotion/react';
import type { Block } from '@lobby/domain';
import { Link } from 'react-router-dom';
import { BlockHeading } from '../../components/BlockHeading';
import { contentPagePath, withBasePath } from '../../lobby/paths';
import { useCatalogue } from '../../lobby/useCatalogue';

export interface NavigationBlockProps {
  readonly block: Block;
}

/**
 * The editor fills nothing into a navigation block: it shows the lobby's page links.
 * Only 'default' links (a page by slug) are followed here; game, external, favourites and
 * bonus links need the host's launch and shell flows and come with those slices.
 */
export function NavigationBlock({ block }: NavigationBlockProps) {
  const { lobby, basePath } = useCatalogue();
  // normaliseLobby has already dropped links outside their date window.
  const links = (lobby?.links ?? []).filter((link) => link.type === 'default');
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
        {links.map((link) => (
          <li key={link.id}>
            <Link
              to={withBasePath(basePath, contentPagePath(link.slug))}
              css={(theme: Theme) => ({
                display: 'inline-block',
                padding: `${theme.space.xs} ${theme.space.md}`,
                borderRadius: theme.radii.pill,
                background: theme.color.surfaceRaised,
                color: theme.color.text,
                textDecoration: 'none',
              })}
            >
              {link.pageTitle}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
