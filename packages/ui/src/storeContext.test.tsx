import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createStoreContext, useStoreFields } from './storeContext.tsx';

interface Counter {
  count: number;
  other: number;
  label: string;
}
const newCounter = (count: number) =>
  createStore<Counter>()(() => ({ count, other: 0, label: 'x' }));
const { StoreProvider, useSelect, useStoreApi } = createStoreContext<Counter>('counter');

describe('createStoreContext', () => {
  it('gives each widget instance its own store', () => {
    const Count = () => <output>{useSelect((s) => s.count)}</output>;
    const first = newCounter(1);
    const second = newCounter(2);
    render(
      <>
        <StoreProvider store={first}>
          <Count />
        </StoreProvider>
        <StoreProvider store={second}>
          <Count />
        </StoreProvider>
      </>,
    );
    act(() => first.setState({ count: 5 }));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['5', '2']);
  });

  it('re-renders a part only when its selected value changes', () => {
    const renders = vi.fn();
    const Count = () => {
      renders();
      return <output>{useSelect((s) => s.count)}</output>;
    };
    const store = newCounter(1);
    render(
      <StoreProvider store={store}>
        <Count />
      </StoreProvider>,
    );
    act(() => store.setState({ other: 1 }));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => store.setState({ count: 2 }));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('hands out the store for actions', () => {
    const Button = () => {
      const store = useStoreApi();
      return <button onClick={() => store.setState({ count: 9 })}>neun</button>;
    };
    const store = newCounter(1);
    render(
      <StoreProvider store={store}>
        <Button />
      </StoreProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(store.getState().count).toBe(9);
  });

  it('names the widget when a part is rendered outside its store', () => {
    const Count = () => <output>{useSelect((s) => s.count)}</output>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Count />)).toThrow(/counter: a part was rendered outside its store/);
    vi.restoreAllMocks();
  });
});

describe('useStoreFields', () => {
  it('re-renders when a named field changes, not for other fields', () => {
    const renders = vi.fn();
    const store = newCounter(1);
    const View = () => {
      renders();
      const { count, label } = useStoreFields(store, ['count', 'label']);
      return (
        <output>
          {label}
          {count}
        </output>
      );
    };
    render(<View />);
    act(() => store.setState({ other: 3 }));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => store.setState({ label: 'y' }));
    expect(screen.getByRole('status')).toHaveTextContent('y1');
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
