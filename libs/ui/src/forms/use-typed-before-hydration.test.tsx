import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

// act() waits for React's work only where React knows it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Field({ drawn, onAdopt }: { drawn: string; onAdopt: (typed: string) => void }) {
  const [value, setValue] = useState(drawn);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, (typed) => {
    onAdopt(typed);
    setValue(typed);
  });
  return (
    <>
      <input ref={field} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

/** The server's markup in the page, `typed` put in the field, then hydration. */
async function hydrateAfterTyping(drawn: string, typed: string | null) {
  const adopted: string[] = [];
  const field = <Field drawn={drawn} onAdopt={(text) => adopted.push(text)} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(field);
  document.body.append(container);
  const input = container.querySelector('input');
  if (!input) throw new Error('the server drew no field');
  if (typed !== null) input.value = typed;
  await act(async () => {
    hydrateRoot(container, field);
  });
  const shown = container.querySelector('output')?.textContent;
  container.remove();
  return { adopted, value: input.value, shown };
}

describe('useTypedBeforeHydration', () => {
  it('hands the state what was typed before the page hydrated', async () => {
    expect(await hydrateAfterTyping('', 'magnésium')).toEqual({
      adopted: ['magnésium'],
      value: 'magnésium',
      shown: 'magnésium',
    });
  });

  it('takes a change of the text the server drew, and leaves it alone otherwise', async () => {
    expect((await hydrateAfterTyping('fer', 'fer bisglycinate')).adopted).toEqual([
      'fer bisglycinate',
    ]);
    expect(await hydrateAfterTyping('fer', null)).toEqual({
      adopted: [],
      value: 'fer',
      shown: 'fer',
    });
  });
});
