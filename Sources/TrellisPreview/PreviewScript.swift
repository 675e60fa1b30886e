/// The preview pages' scripts. A page learns of a save by long-polling `changes?after=VERSION`, then
/// fetches the new model and repaints; it records `data-version`, `data-rendered-version` and
/// `data-painted-at` (epoch milliseconds) on `<body>` so a test or benchmark can observe repaints.
enum PreviewScript {
    static let spec = """
        const spec = document.body.dataset.spec;
        let version = 0, model = null, hovered = null;
        const $ = (id) => document.getElementById(id);
        const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]));
        // An Interface Builder document's case: the page's own `?case=` first, then the picker's choice.
        let chosenCase = new URLSearchParams(location.search).get('case') || '';
        function query() {
          const p = new URLSearchParams();
          for (const id of ['device', 'orientation', 'direction', 'type', 'theme']) if ($(id).value) p.set(id, $(id).value);
          if (chosenCase) p.set('case', chosenCase);
          return p.toString();
        }
        function fillCases() {
          const names = model.cases || [];
          $('case-picker').hidden = names.length === 0;
          const select = $('case');
          if (select.dataset.names !== names.join('\\n')) {
            select.innerHTML = names.map((n) => `<option>${esc(n)}</option>`).join('');
            select.dataset.names = names.join('\\n');
          }
          if (model.caseName) select.value = model.caseName;
        }
        async function load() {
          const started = performance.now();
          const response = await fetch(`/specs/${spec}/model.json?` + query());
          if (!response.ok) {
            $('status').textContent = await response.text();
            if (response.status === 503) setTimeout(load, 1000); // still being laid out: ask again
            return;
          }
          model = await response.json();
          paint(performance.now() - started);
        }
        function paint(ms) {
          fillCases();
          $('drawing').innerHTML = model.svg;
          $('error').hidden = !model.error;
          $('error-text').textContent = model.error || '';
          $('diagnostics').innerHTML = model.diagnostics.length ? model.diagnostics.map((d, i) =>
            `<li class="${d.severity}"><a href="#" data-diagnostic="${i}">${esc(d.location || d.code)}</a> ${esc(d.message)}</li>`).join('')
            : '<li class="note">none</li>';
          document.body.dataset.version = model.version;
          document.body.dataset.renderedVersion = model.renderedVersion;
          document.body.dataset.paintedAt = Date.now();
          $('status').textContent = `version ${model.version}` + (ms === undefined ? '' : ` · ${Math.round(ms)} ms`);
          if (hovered) showView(model.views.find((v) => v.name === hovered.name));
        }
        function scale() {
          const svg = $('drawing').querySelector('svg');
          return svg && model.page.width ? svg.getBoundingClientRect().width / model.page.width : 1;
        }
        function place(view) {
          const box = $('highlight'), k = scale(), f = view.absoluteFrame;
          box.style.left = (model.page.canvasX + f.x) * k + 'px';
          box.style.top = (model.page.canvasY + f.y) * k + 'px';
          box.style.width = Math.max(f.width * k, 2) + 'px';
          box.style.height = Math.max(f.height * k, 2) + 'px';
          box.hidden = false;
        }
        function showView(view) {
          hovered = view || null;
          if (!view) { $('highlight').hidden = true; return; }
          place(view);
          const n = (v) => String(Math.round(v * 100) / 100);
          const f = view.frame, a = view.absoluteFrame;
          const size = (w, h) => `${w < 0 ? 'none' : n(w)} × ${h < 0 ? 'none' : n(h)}`;
          const rows = view.constraints.map((c) =>
            `<li class="${c.status}"><code>${esc(c.text)}</code>${c.priority < 1000 ? ' @' + c.priority : ''}` +
            `${c.location ? ' <small>' + esc(c.location) + '</small>' : ''}${c.status !== 'satisfied' ? ' — ' + c.status : ''}</li>`).join('');
          $('view-info').innerHTML = `<h2>${esc(view.name)} <small>${esc(view.kind)}</small></h2><table>
            <tr><td>frame</td><td>(${n(f.x)}, ${n(f.y)}) ${size(f.width, f.height)} in ${esc(view.superview || 'canvas')}</td></tr>
            <tr><td>on canvas</td><td>(${n(a.x)}, ${n(a.y)}) ${size(a.width, a.height)}</td></tr>
            <tr><td>intrinsic</td><td>${size(view.intrinsicWidth, view.intrinsicHeight)}</td></tr>
            <tr><td>hugging</td><td>H ${view.hugging[0]} · V ${view.hugging[1]}</td></tr>
            <tr><td>compression</td><td>H ${view.compressionResistance[0]} · V ${view.compressionResistance[1]}</td></tr>
            ${view.location ? `<tr><td>written at</td><td>${esc(view.location)}</td></tr>` : ''}
            </table><h2>Constraints</h2><ul>${rows || '<li>none</li>'}</ul>`;
        }
        function viewAt(event) {
          if (!model) return null;
          const rect = $('stage').getBoundingClientRect(), k = scale();
          const x = (event.clientX - rect.left) / k - model.page.canvasX, y = (event.clientY - rect.top) / k - model.page.canvasY;
          let best = null;
          for (const v of model.views) {
            const f = v.absoluteFrame;
            if (x >= f.x && x <= f.x + f.width && y >= f.y && y <= f.y + f.height) best = v;
          }
          return best;
        }
        $('stage').addEventListener('mousemove', (e) => { const v = viewAt(e); if (v !== hovered) showView(v); });
        $('stage').addEventListener('mouseleave', () => showView(null));
        $('diagnostics').addEventListener('click', (e) => {
          const link = e.target.closest('a[data-diagnostic]');
          if (!link) return;
          e.preventDefault();
          const d = model.diagnostics[Number(link.dataset.diagnostic)];
          const v = model.views.find((v) => d.views.includes(v.name));
          if (v) showView(v);
          $('error-text').textContent = d.report; $('error').hidden = false;
        });
        for (const id of ['device', 'orientation', 'direction', 'type', 'theme']) $(id).addEventListener('change', () => load());
        $('case').addEventListener('change', () => {
          chosenCase = $('case').value;
          const url = new URL(location.href);
          url.searchParams.set('case', chosenCase);
          history.replaceState(null, '', url);
          load();
        });
        async function poll() {
          for (;;) {
            try {
              const r = await fetch(`/specs/${spec}/changes?after=${version}`);
              const j = await r.json();
              if (j.version > version) { version = j.version; await load(); }
            } catch (e) {
              $('status').textContent = 'server stopped — retrying';
              await new Promise((done) => setTimeout(done, 1000));
            }
          }
        }
        load().then(() => { version = model ? model.version : 0; poll(); });
        """

    static let index = """
        for (const card of document.querySelectorAll('.card')) {
          const spec = card.dataset.spec, img = card.querySelector('img');
          let version = 1;
          (async function poll() {
            for (;;) {
              try {
                const j = await (await fetch(`/specs/${spec}/changes?after=${version}`)).json();
                if (j.version > version) { version = j.version; img.src = `/specs/${spec}/render.svg?v=${version}`; }
              } catch (e) { await new Promise((done) => setTimeout(done, 1000)); }
            }
          })();
        }
        """
}
