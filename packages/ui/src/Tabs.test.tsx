import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './testing/index.ts';
import { Tabs, useTabs } from './Tabs.tsx';

const TABS = ['upcoming', 'recent', 'table'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = {
  upcoming: 'Nächste Spiele',
  recent: 'Letzte Ergebnisse',
  table: 'Tabelle',
};

function Example({ activation }: { activation?: 'automatic' | 'manual' }) {
  const [selected, setSelected] = useState<Tab>('upcoming');
  return (
    <Tabs
      label="Spiele"
      tabs={TABS}
      tabLabel={(tab) => LABELS[tab]}
      selected={selected}
      onSelect={setSelected}
      activation={activation}
    >
      <p>Inhalt: {LABELS[selected]}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (WAI-ARIA tabs)', () => {
  it('names the list and the panel; only the selected tab is in the Tab sequence', async () => {
    const { container } = render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Spiele' })).toBeInTheDocument();
    expect(tab('Nächste Spiele')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Nächste Spiele')).toHaveAttribute('tabindex', '0');
    expect(tab('Tabelle')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Nächste Spiele' });
    expect(panel).toHaveTextContent('Inhalt: Nächste Spiele');
    expect(tab('Tabelle')).toHaveAttribute('aria-controls', panel.id);
    await expectNoAxeViolations(container);
  });

  it('automatic: arrows (wrapping), Home and End move focus and select', async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    await user.tab();
    expect(tab('Nächste Spiele')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Letzte Ergebnisse')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Letzte Ergebnisse' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tab('Tabelle')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Nächste Spiele')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Tabelle')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Nächste Spiele')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('manual: arrows only move focus; Enter or Space selects', async () => {
    const user = userEvent.setup();
    render(<Example activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Letzte Ergebnisse')).toHaveFocus();
    expect(tab('Nächste Spiele')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Letzte Ergebnisse')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(screen.getByRole('tabpanel', { name: 'Tabelle' })).toBeInTheDocument();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab('Tabelle'));
    expect(screen.getByRole('tabpanel', { name: 'Tabelle' })).toHaveTextContent('Inhalt: Tabelle');
  });

  it("useTabs with panels: 'each' gives every tab its own panel, unselected ones hidden", async () => {
    const onSelect = vi.fn();
    function EachPanel() {
      const { tabListProps, getTabProps, getPanelProps } = useTabs({
        count: 2,
        selected: 1,
        onSelect,
        panels: 'each',
        orientation: 'vertical',
      });
      return (
        <>
          <div {...tabListProps} aria-label="Ansicht">
            <button type="button" {...getTabProps(0)}>
              Liste
            </button>
            <button type="button" {...getTabProps(1)}>
              Karte
            </button>
          </div>
          <div {...getPanelProps(0)}>Listeninhalt</div>
          <div {...getPanelProps(1)}>Karteninhalt</div>
        </>
      );
    }
    const user = userEvent.setup();
    const { container } = render(<EachPanel />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tabpanel', { name: 'Karte' })).toHaveTextContent('Karteninhalt');
    expect(screen.getByText('Listeninhalt')).not.toBeVisible();
    await expectNoAxeViolations(container);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tab('Liste')).toHaveFocus();
    expect(onSelect).toHaveBeenCalledWith(0);
  });
});
