// The model report's page script (put inline by report-html.ts, so the page opens from disk): draws a machine's
// details from its JSON when its section opens, and filters machines and tests by the search text and status.
(() => {
  const sections = [...document.querySelectorAll('details.machine')];
  const data = new Map();
  const detailsOf = (id) => {
    if (!data.has(id)) data.set(id, JSON.parse(document.getElementById(`data-${id}`).textContent));
    return data.get(id);
  };
  const searchText = new Map();
  const textOf = (id) => {
    if (!searchText.has(id)) searchText.set(id, document.getElementById(`data-${id}`).textContent.toLowerCase());
    return searchText.get(id);
  };

  const element = (tag, attributes = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  };
  const statusClass = (status) => status.replace(' ', '');

  const planNode = (plan) => {
    if (!plan) return element('p', { class: 'warn' }, "No path with the model's event cases: add a case to the machine's .model.ts.");
    const start = element('div', { class: 'plan' });
    if (plan.variant) start.append(element('span', { class: 'tag' }, `input: ${plan.variant}`), ' ');
    start.append(element('code', {}, plan.start));
    if (!plan.steps.length) start.append(' ', element('small', {}, '(initial state)'));
    else start.append(element('ol', {}, ...plan.steps.map((step) => element('li', {}, element('code', { class: 'event' }, step.event), ' → ', element('code', {}, step.state)))));
    return start;
  };

  const testRow = (test) =>
    element(
      'tr',
      { 'data-status': test.status, 'data-search': `${test.name} ${test.status} ${test.error ?? ''}`.toLowerCase() },
      element('td', {}, element('span', { class: `status ${statusClass(test.status)}` }, test.status)),
      element(
        'td',
        {},
        test.path ? test.name : element('span', { class: 'muted' }, test.name),
        element('code', { class: 'cmd', title: 'Runs this test alone' }, test.command),
        test.error ? element('pre', {}, test.error) : null,
      ),
    );

  const render = (section) => {
    const body = section.querySelector('.body');
    if (body.dataset.drawn) return;
    body.dataset.drawn = 'true';
    const details = detailsOf(section.dataset.machine);
    body.append(element('p', {}, element('code', {}, details.file), ` · screens: ${details.screens.join(', ') || '—'}`));
    for (const note of details.notes) body.append(element('p', { class: 'note warn' }, note));
    for (const table of details.tables ?? []) {
      body.append(
        element('h3', {}, table.title),
        element(
          'table',
          { class: 'levels' },
          element('tr', {}, ...table.head.map((cell) => element('th', {}, cell))),
          ...table.rows.map((cells) => element('tr', { 'data-search': cells.join(' ').toLowerCase() }, ...cells.map((cell) => element('td', {}, cell)))),
        ),
      );
    }
    if (!details.suites.length) body.append(element('p', { class: 'note warn' }, 'No model suite imports this machine.'));
    for (const suite of details.suites) {
      body.append(
        element('h3', {}, `${suite.file} · ${suite.recordedAt ? `last run ${suite.recordedAt}` : 'never run'}`),
        element('code', { class: 'cmd', title: 'Runs the whole suite' }, suite.command),
      );
      if (suite.tests.length) body.append(element('table', { class: 'tests' }, ...suite.tests.map(testRow)));
    }
    if (details.gaps.length) {
      body.append(element('h3', {}, 'Never reached, with the shortest plan that would reach it'));
      body.append(
        element(
          'ul',
          { class: 'gaps' },
          ...details.gaps.map((gap) =>
            element(
              'li',
              { 'data-search': `${gap.title} ${gap.description ?? ''}`.toLowerCase() },
              element('span', { class: 'tag' }, gap.kind),
              ' ',
              element('code', {}, gap.title),
              gap.description ? element('div', {}, element('small', {}, gap.description)) : null,
              planNode(gap.plan),
            ),
          ),
        ),
      );
    } else body.append(element('p', { class: 'ok-text' }, 'Every state and transition was reached.'));
    applyFilter();
  };

  const search = document.getElementById('search');
  const status = document.getElementById('status');

  function applyFilter() {
    const query = search.value.trim().toLowerCase();
    const wanted = status.value;
    for (const section of sections) {
      const id = section.dataset.machine;
      const details = detailsOf(id);
      const hasStatus = !wanted || details.suites.some((suite) => suite.tests.some((test) => test.status === wanted));
      const matches = hasStatus && (!query || id.toLowerCase().includes(query) || textOf(id).includes(query));
      section.hidden = !matches;
      const row = document.querySelector(`#summary tr[data-machine="${CSS.escape(id)}"]`);
      if (row) row.hidden = !matches;
      if (matches && (query || wanted) && !section.open) {
        section.open = true;
        render(section);
      }
      const nameMatches = !query || id.toLowerCase().includes(query);
      for (const item of section.querySelectorAll('[data-search]')) {
        const statusOk = !wanted || item.dataset.status === wanted || item.tagName === 'LI';
        item.hidden = !statusOk || (!nameMatches && !item.dataset.search.includes(query));
      }
    }
  }

  for (const section of sections) section.addEventListener('toggle', () => section.open && render(section));
  search.addEventListener('input', applyFilter);
  status.addEventListener('change', applyFilter);

  const openFromHash = () => {
    const section = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (section && section.matches('details.machine')) {
      section.open = true;
      render(section);
      section.scrollIntoView();
    }
  };
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
})();
