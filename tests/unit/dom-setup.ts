/**
 * Runs before every file of the dom project. The project shares one page
 * between the files of a worker (isolate: false: building a page and loading
 * React per file took two thirds of its time), so each file starts as it would
 * in a page of its own: nothing rendered, empty storage, no cookies.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

beforeAll(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

// Testing Library registers its own cleanup only in the first file that imports it.
afterEach(() => cleanup());
