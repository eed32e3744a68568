import type { Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SORT_OPTION_TEXT } from '@lobby/connected';
import { SORT_OPTIONS } from '@lobby/domain';
import type { SearchRefinement, SortOption } from '@lobby/domain';
import { Button, CommonText } from '@lobby/ui';
import { useId, useState } from 'react';
import type { ProviderChoice } from '../hooks/useSearchResults';
import { chip, chips, fieldset, legend } from './filterStyles';
import { VolatilityFilter } from './VolatilityFilter';

export interface SearchFiltersProps {
  readonly refinement: SearchRefinement;
  readonly onChange: (refinement: SearchRefinement) => void;
  readonly providers: readonly ProviderChoice[];
  /** Results with the filters as they stand; null before a search. */
  readonly resultCount: number | null;
  readonly onShowResults: () => void;
}

/** Providers listed before "Show all". */
export const PROVIDERS_SHOWN = 8;

/** Every filter off: what "Reset all" goes back to. */
export const NO_REFINEMENT: SearchRefinement = { providers: [], volatilities: [], sort: null };

/** How many choices are made (the "Filters" button shows it): each provider and volatility, and a sort. */
export function refinementCount(refinement: SearchRefinement): number {
  return refinement.providers.length + (refinement.volatilities?.length ?? 0) + (refinement.sort === null ? 0 : 1);
}

const countText = { opacity: 0.75, fontVariantNumeric: 'tabular-nums' } as const;

/**
 * SPEC §2 filters panel: providers (several at once, "Show all" beyond the first few), volatility
 * (issue #34, several at once), sort (best match first, then the SPEC §3 options and highest
 * RTP), "Reset all", and "Show results" with the count.
 */
export function SearchFilters({ refinement, onChange, providers, resultCount, onShowResults }: SearchFiltersProps) {
  const { t, i18n } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const sortName = useId();
  const chosen = new Set(refinement.providers);
  // Chosen providers stay listed even when the current results have none of their games.
  const listed = [
    ...providers,
    ...refinement.providers
      .filter((code) => !providers.some((provider) => provider.code === code))
      .map((code) => ({ code, name: code, count: 0 })),
  ];
  const visible = showAll ? listed : listed.slice(0, PROVIDERS_SHOWN);
  const toggle = (code: string) =>
    onChange({
      ...refinement,
      providers: chosen.has(code)
        ? refinement.providers.filter((other) => other !== code)
        : [...refinement.providers, code],
    });
  const sorts: readonly { value: SortOption | null; label: string }[] = [
    { value: null, label: t({ id: 'search.sort.bestMatch', message: `Best match` }) },
    ...SORT_OPTIONS.map((option) => ({ value: option, label: i18n._(SORT_OPTION_TEXT[option]) })),
  ];
  return (
    <div
      data-testid="search-filters"
      css={(theme: Theme) => ({
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        background: theme.color.surfaceSunken,
      })}
    >
      <fieldset css={fieldset}>
        <legend css={legend}>
          <Trans id="search.filters.providers">Providers</Trans>
        </legend>
        <div css={chips}>
          {visible.map((provider) => (
            <label key={provider.code} css={chip}>
              <input type="checkbox" checked={chosen.has(provider.code)} onChange={() => toggle(provider.code)} />
              <span>{provider.name}</span>
              {provider.count !== undefined && <span css={countText}>{provider.count}</span>}
            </label>
          ))}
          {listed.length > PROVIDERS_SHOWN && (
            <Button variant="ghost" size="sm" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? <Trans id="search.filters.showFewer">Show fewer</Trans> : <CommonText name="showAll" />}
            </Button>
          )}
        </div>
      </fieldset>
      <VolatilityFilter
        chosen={refinement.volatilities ?? []}
        onChange={(volatilities) => onChange({ ...refinement, volatilities })}
      />
      <fieldset css={fieldset}>
        <legend css={legend}>
          <CommonText name="sortBy" />
        </legend>
        <div css={chips}>
          {sorts.map((sort) => (
            <label key={sort.value ?? 'relevance'} css={chip}>
              <input
                type="radio"
                name={sortName}
                value={sort.value ?? 'relevance'}
                checked={refinement.sort === sort.value}
                onChange={() => onChange({ ...refinement, sort: sort.value })}
              />
              <span>{sort.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: theme.space.sm,
          marginTop: theme.space.lg,
        })}
      >
        <Button
          variant="secondary"
          size="sm"
          disabled={refinementCount(refinement) === 0}
          onClick={() => onChange(NO_REFINEMENT)}
        >
          <Trans id="search.filters.reset">Reset all</Trans>
        </Button>
        <Button size="sm" onClick={onShowResults}>
          {resultCount === null ? (
            <Trans id="search.filters.showResults">Show results</Trans>
          ) : (
            <Plural
              id="search.filters.showResultCount"
              value={resultCount}
              one="Show # result"
              other="Show # results"
            />
          )}
        </Button>
      </div>
    </div>
  );
}
