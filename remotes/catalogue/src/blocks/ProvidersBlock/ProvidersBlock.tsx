import type { Theme } from '@emotion/react';
import { useDisplaySettings } from '@lobby/connected';
import { blockShare, imageFor } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { Image } from '@lobby/ui';
import { Link } from '@lobby/router';
import { BlockHeading } from '../../components/BlockHeading';
import { providerGamesPath, withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';

export interface ProvidersBlockProps {
  readonly block: Block;
}

/** Narrower, a provider's name no longer fits beside its neighbours. */
const MIN_PROVIDER_WIDTH_PX = 112;
const MIN_PROVIDER_WIDTH = `${MIN_PROVIDER_WIDTH_PX}px`;

const providerLink = (theme: Theme) => ({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap' as const,
  textOverflow: 'ellipsis',
  padding: theme.space.sm,
  borderRadius: theme.radii.lg,
  background: theme.color.surfaceRaised,
  color: theme.color.text,
  textDecoration: 'none',
  textAlign: 'center' as const,
  '&:focus-visible': { outline: `${theme.focusRing.width} solid ${theme.color.focus}` },
});

/** Each supplier links to its games (/provider-games/{code}). */
export function ProvidersBlock({ block }: ProvidersBlockProps) {
  const { platform } = useDisplaySettings();
  const basePath = useBasePath();
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <ul
        css={(theme: Theme) => ({
          display: 'grid',
          // The block's tiles per row at most; in a narrow block as many as fit.
          gridTemplateColumns: `repeat(auto-fill, minmax(max(${MIN_PROVIDER_WIDTH}, (100% - ${block.tilesPerRow - 1} * ${theme.space.sm}) / ${block.tilesPerRow}), 1fr))`,
          gap: theme.space.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {block.suppliers.map((supplier) => (
          <li key={supplier.code}>
            <Link to={withBasePath(basePath, providerGamesPath(supplier.code))} css={providerLink} title={supplier.name}>
              {/* The visible name labels the link, so the logo is decorative. */}
              <Image
                src={imageFor(supplier.images, platform)}
                alt=""
                aspectRatio="2 / 1"
                fit="contain"
                viewportShare={blockShare(block.width, platform) / block.tilesPerRow}
                minWidthPx={MIN_PROVIDER_WIDTH_PX}
              />
              <span>{supplier.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
