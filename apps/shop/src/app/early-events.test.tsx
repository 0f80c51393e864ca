import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { appCommitted, isTakenOver, replayEarlyEvents } from './early-events.js';

// The app's first render has committed (in the app, an effect of its root says so).
appCommitted();

/** Runs `index.html`'s inline script in this document, as the browser does before the app. */
function runInlineScript() {
  const body = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!body) throw new Error('index.html has no inline script');
  new Function(body)();
}

/** Marks `element` as React marks an element it has taken over. */
function takeOver(...ids: string[]) {
  for (const id of ids) {
    Object.assign(document.getElementById(id)!, { __reactFiber$test: {} });
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  window.__bazaarEarly = undefined;
  window.__bazaarEarlyWake = undefined;
  vi.useRealTimers();
});

describe('presses before the app takes a part over', () => {
  it('are held back, then replayed in order once each element is taken over', async () => {
    document.body.innerHTML = `<div id="root">
      <button id="first">First</button>
      <form id="form"><input name="q" type="text"><button id="submit">Go</button></form>
      <label id="tick"><input type="checkbox" id="box"> Select all</label>
    </div><button id="outside">Outside the app</button>`;
    runInlineScript();
    const order: string[] = [];
    const reached: string[] = [];
    document.addEventListener('click', (event) => reached.push((event.target as Element).id));
    document.getElementById('first')!.click();
    document.getElementById('tick')!.click();
    document.getElementById('submit')!.click();
    document.getElementById('outside')!.click();
    // Nothing happened yet: the tick is not ticked, the form not sent, only the outside reached.
    expect((document.getElementById('box') as HTMLInputElement).checked).toBe(false);
    expect(window.__bazaarEarly).toHaveLength(3);
    expect(reached).toEqual(['outside']);

    document.getElementById('first')!.addEventListener('click', () => order.push('first'));
    document.getElementById('box')!.addEventListener('click', () => order.push('tick'));
    const form = document.getElementById('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      order.push('submit');
    });
    const replayed = replayEarlyEvents();
    // The first press waits for its element: nothing is replayed out of order.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(order).toEqual([]);
    takeOver('first', 'tick', 'box', 'submit', 'form');
    await replayed;
    expect(order).toEqual(['first', 'tick', 'submit']);
    expect((document.getElementById('box') as HTMLInputElement).checked).toBe(true);
    expect(window.__bazaarEarly).toEqual([]);
    // A press on an element React owns reaches it at once.
    document.getElementById('first')!.click();
    expect(order).toEqual(['first', 'tick', 'submit', 'first']);
  });

  it('keeps presses on a part still hydrating after the app started, and replays them too', async () => {
    document.body.innerHTML = '<div id="root"><button id="late">Claim</button></div>';
    runInlineScript();
    void replayEarlyEvents();
    const pressed = vi.fn();
    document.getElementById('late')!.addEventListener('click', pressed);
    document.getElementById('late')!.click();
    expect(pressed).not.toHaveBeenCalled();
    takeOver('late');
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(isTakenOver(document.getElementById('late')!)).toBe(true);
  });

  it('finds a collection item drawn again in its place, and drops what is gone', async () => {
    document.body.innerHTML = `<div id="root"><div role="tablist">
      <div role="tab" data-key="2" id="old">Fashion</div></div>
      <button id="gone">Gone</button></div>`;
    runInlineScript();
    document.getElementById('old')!.click();
    document.getElementById('gone')!.click();
    document.getElementById('root')!.innerHTML =
      '<div role="tablist"><div role="tab" data-key="1">Electronics</div><div role="tab" data-key="2" id="new">Fashion</div></div>';
    takeOver('new');
    const pressed = vi.fn();
    document.getElementById('new')!.addEventListener('click', pressed);
    await replayEarlyEvents();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(window.__bazaarEarly).toEqual([]);
  });

  it('lets a text field be focused and a link be followed', () => {
    document.body.innerHTML = `<div id="root"><label id="name">Name <input type="text"></label>
      <a id="link" href="#goods">Goods</a></div>`;
    runInlineScript();
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    document.getElementById('name')!.click();
    document.getElementById('link')!.click();
    expect(window.__bazaarEarly).toHaveLength(0);
    // The label's click, the field's (the label passes it on) and the link's: none held back.
    expect(prevented).toEqual([false, false, false]);
  });
});
