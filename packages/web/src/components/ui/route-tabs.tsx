import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type RouteTab = {
  /** In the URL: `?tab=geschiedenis`. */
  id: string;
  label: string;
  /** Shown after the label, e.g. how many contact people there are. */
  count?: number;
  content: ReactNode;
};

const tabClass =
  'inline-flex items-center gap-2 border-b-2 border-transparent px-1 py-3 text-sm font-medium whitespace-nowrap text-gray-600 hover:border-gray-300 hover:text-gray-900 data-focus:outline-2 data-focus:outline-primary-500 data-selected:border-primary-500 data-selected:text-gray-900';

/**
 * Tabs of a detail page, with the open tab in the URL so a link or a reload shows the same tab.
 * A page adds a tab by adding an entry to its list.
 */
export function RouteTabs({ tabs, label }: { tabs: readonly RouteTab[]; label: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === searchParams.get('tab')),
  );
  return (
    <TabGroup
      selectedIndex={selected}
      onChange={(index) => {
        const next = new URLSearchParams(searchParams);
        const id = tabs[index]?.id;
        if (index === 0 || !id) next.delete('tab');
        else next.set('tab', id);
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }}
    >
      <TabList aria-label={label} className="flex gap-6 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <Tab key={tab.id} className={tabClass}>
            {tab.label}
            {tab.count !== undefined && (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                {tab.count}
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {tabs.map((tab) => (
          <TabPanel key={tab.id}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
