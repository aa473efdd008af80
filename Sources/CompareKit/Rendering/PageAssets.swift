// The page's own style and script (`--format html`): written into every page,
// so that it opens with no outside file or request.

let pageStyle = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 1.5em 2em; color: #1d1d1f; }
    header h1 { font-size: 1.3em; margin: 0.8em 0 0.2em; }
    .machine { color: #6e6e73; margin: 0 0 1em; }
    h2 { font-size: 1.15em; margin: 1.5em 0 0.4em; border-bottom: 1px solid #d2d2d7; }
    .chips { color: #6e6e73; margin: 0.4em 0 0; font-size: 0.92em; }
    nav.timeline { display: flex; flex-wrap: wrap; gap: 4px; margin: 0.4em 0; }
    nav.timeline button { font: inherit; border: 1px solid #c7c7cc; background: #f5f5f7; border-radius: 6px; padding: 2px 8px; cursor: pointer; }
    nav.timeline button.current { background: #0071e3; color: #fff; border-color: #0071e3; }
    nav.timeline .counts { font-variant-numeric: tabular-nums; opacity: 0.8; margin-left: 4px; }
    .mode { margin: 0.4em 0; }
    .step { display: none; }
    .step.current { display: block; }
    .columns { display: flex; gap: 10px; align-items: flex-start; overflow-x: auto; }
    .column { flex: 1 0 190px; border: 1px solid #d2d2d7; border-radius: 8px; padding: 6px 8px; background: #fff; }
    .column.hidden { display: none; }
    .column h3 { font-size: 1em; margin: 0 0 2px; }
    .column .counts { color: #424245; margin-bottom: 4px; font-variant-numeric: tabular-nums; }
    ul.tree, ul.tree ul { list-style: none; margin: 0; padding-left: 14px; }
    ul.tree { padding-left: 0; }
    .view { border-radius: 4px; padding: 0 4px; }
    li.view > .label { display: inline-block; border-radius: 4px; padding: 0 4px; margin: 1px 0; }
    .ran > .label, span.ran { background: #ffd60a; }
    .skipped > .label, span.skipped { background: #e5f0ff; color: #0b3d91; }
    .updated > .label, span.updated { background: #f2f2f7; }
    .untouched > .label, span.untouched { color: #8e8e93; }
    .stale > .label, span.stale { outline: 2px solid #ff3b30; }
    .differs > .label, span.differs { box-shadow: 0 0 0 2px #af52de; }
    .why { color: #6e6e73; font-size: 0.9em; }
    details.rows summary { cursor: pointer; }
    details.rows .more { color: #6e6e73; }
    .notes { margin-top: 4px; font-size: 0.92em; }
    .notes .warning { color: #b00020; }
    table.counts { border-collapse: collapse; margin: 0.5em 0; font-variant-numeric: tabular-nums; }
    table.counts th, table.counts td { border: 1px solid #d2d2d7; padding: 2px 8px; text-align: right; }
    table.counts th:first-child, table.counts td:first-child { text-align: left; }
    .delivered { color: #6e6e73; font-size: 0.9em; }
    """

let pageScript = """
    (function () {
      "use strict";
      var statusName = { r: "ran", m: "updated", s: "skipped", u: "untouched" };
      function el(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      function sentence(causes) { return causes.join(", ") + " changed."; }
      function named(name, id) { return id ? name + "[id " + id + "]" : name; }
      function idsText(ids) {
        return ids.map(function (one) { return Array.isArray(one) ? (one[0] === one[1] ? String(one[0]) : one[0] + "\\u2013" + one[1]) : one; }).join(", ");
      }
      function idCount(ids) {
        return ids.reduce(function (sum, one) { return sum + (Array.isArray(one) ? one[1] - one[0] + 1 : 1); }, 0);
      }

      // A view of the tree: [name, id, status, causes, children, rows, times
      // the flush compared it, its lazy list's rows compared off screen, times skipped].
      function times(count) { return count > 1 ? " \\u00d7" + count : ""; }
      function viewItem(view, path, stale) {
        var item = el("li", "view " + statusName[view[2]]);
        if (stale.indexOf(view[0]) >= 0) { item.classList.add("stale"); }
        item.dataset.view = view[0];
        item.dataset.id = view[1];
        item.dataset.path = path;
        item.dataset.status = statusName[view[2]];
        item.dataset.compared = view[6];
        item.dataset.skipped = view[8];
        var label = el("span", "label", named(view[0], view[1]));
        item.appendChild(label);
        var compared = view[6] > 0 ? " compared" + times(view[6]) + (view[8] > 0 ? ", skipped" + times(view[8]) : "") + "," : "";
        if (view[2] === "r") {
          item.dataset.runs = view[3].length;
          item.appendChild(el("span", "why", compared + " " + (view[3].length > 1 ? "ran " + view[3].length + " times: " : "ran: ") + view[3].map(sentence).join(" Then ")));
        }
        else if (view[2] === "m") { item.appendChild(el("span", "why", compared + " made again (SwiftUI's own view, or an App: no body counted)")); }
        else if (view[2] === "s") { item.appendChild(el("span", "why", " compared" + times(view[6]) + ", skipped" + times(view[8]))); }
        var children = el("ul");
        view[4].forEach(function (child, index) { children.appendChild(viewItem(child, path + "/" + index + ":" + child[0], stale)); });
        view[5].forEach(function (rows, index) { children.appendChild(rowsItem(rows, path + "/rows" + index, stale)); });
        if (view[7] > 0) {
          var off = el("li", "view skipped offscreen", view[7] + " more rows compared off screen, skipped (a lazy list makes no view for them)");
          off.dataset.compared = view[7];
          off.dataset.skipped = view[7];
          children.appendChild(off);
        }
        if (children.childNodes.length > 0) { item.appendChild(children); }
        return item;
      }

      // A fold of rows: [name, count, ran, ranIDs by causes, rows shown whole,
      // made again, compared, skipped].
      function rowsItem(rows, path, stale) {
        var item = el("li", "fold");
        var details = el("details", "rows");
        details.dataset.view = rows[0];
        details.dataset.count = rows[1];
        details.dataset.ran = rows[2];
        details.dataset.compared = rows[6];
        details.dataset.skipped = rows[7];
        details.dataset.ranIds = JSON.stringify(rows[3].map(function (group) { return [group[0].length, group[1]]; }));
        details.dataset.path = path;
        var parts = [rows[2] + " ran"];
        if (rows[5] > 0) { parts.push(rows[5] + " made again"); }
        if (rows[6] > 0) { parts.push(rows[6] + " compared, " + rows[7] + " skipped"); }
        var untouched = rows[1] - rows[2] - rows[5] - rows[7];
        if (untouched > 0) { parts.push(untouched + " untouched"); }
        details.appendChild(el("summary", "", rows[0] + " \\u00d7" + rows[1] + ": " + parts.join(", ")));
        var list = el("ul");
        // A row shown whole is counted in the fold; the views below it on their own.
        rows[4].forEach(function (row) {
          var whole = viewItem(row, path + "/" + row[0] + "#" + row[1], stale);
          whole.classList.add("whole");
          list.appendChild(whole);
        });
        details.appendChild(list);
        var filled = false;
        details.addEventListener("toggle", function () {
          if (filled || !details.open) { return; }
          filled = true;
          rows[3].forEach(function (group) {
            var line = el("li", "view ran ranged");
            line.appendChild(el("span", "label", rows[0] + "[id " + idsText(group[1].slice(0, 200)) + (group[1].length > 200 ? ", \\u2026" : "") + "]"));
            line.appendChild(el("span", "why", " " + idCount(group[1]) + " ran: " + group[0].map(sentence).join(" Then ")));
            list.appendChild(line);
          });
        });
        item.appendChild(details);
        return item;
      }

      // How many times each view ran in a step's tree, rows included.
      function countRuns(view, counts) {
        if (view[2] === "r") { counts[view[0]] = (counts[view[0]] || 0) + view[3].length; }
        view[4].forEach(function (child) { countRuns(child, counts); });
        view[5].forEach(function (rows) {
          counts[rows[0]] = (counts[rows[0]] || 0) + rows[2];
          rows[4].forEach(function (row) {
            row[4].forEach(function (child) { countRuns(child, counts); });
            row[5].forEach(function (inner) { countRuns([inner[0], "", "u", [], [], [inner]], counts); });
          });
        });
      }

      function notes(cell) {
        var box = el("div", "notes");
        function line(text, className) { box.appendChild(el("div", className || "", text)); }
        if (cell.actions || cell.stopped.length) { line("onChange actions run: " + cell.actions); }
        cell.stopped.forEach(function (text) { line(text, "warning"); });
        if (cell.started || cell.cancelled) { line("tasks started " + cell.started + ", cancelled " + cell.cancelled); }
        cell.expectedStale.forEach(function (text) { line("stale, as the trap expects: " + text); });
        cell.portStale.forEach(function (text) { line("stale in the ObservableObject port (a finding, not a failure): " + text); });
        cell.stale.forEach(function (text) { line("stale: " + text, "warning"); });
        cell.missing.forEach(function (text) { line(text, "warning"); });
        return box;
      }

      // Each step's chip: its name and a figure for each column, named in the
      // line above the chips and in the chip's title.
      function timeline(data, root, what, figures) {
        var wrapper = el("div", "steps");
        wrapper.appendChild(el("p", "chips", "each step, with the " + what + " in each column: " + data.combinations.join(" \\u00b7 ")));
        var nav = el("nav", "timeline");
        wrapper.appendChild(nav);
        data.steps.forEach(function (step, index) {
          var button = el("button", index === 0 ? "current" : "", step);
          button.type = "button";
          button.dataset.step = step;
          var shown = figures(index);
          var counts = el("span", "counts", shown.join("\\u00b7"));
          counts.title = data.combinations.map(function (combination, column) { return combination + ": " + shown[column] + " " + what; }).join("\\n");
          button.appendChild(counts);
          button.addEventListener("click", function () {
            nav.querySelectorAll("button").forEach(function (other) { other.classList.toggle("current", other === button); });
            root.querySelectorAll("section.step").forEach(function (section) { section.classList.toggle("current", section.dataset.step === step); });
          });
          nav.appendChild(button);
        });
        return wrapper;
      }

      function compareMode(data, root) {
        var mode = el("div", "mode");
        mode.appendChild(el("span", "", "show: "));
        var first = el("select"), second = el("select");
        [first, second].forEach(function (select, which) {
          select.appendChild(el("option", "", which === 0 ? "every combination" : "against\\u2026"));
          data.combinations.forEach(function (name) { var option = el("option", "", name); option.value = name; select.appendChild(option); });
          select.options[0].value = "";
        });
        function apply() {
          var a = first.value, b = second.value;
          root.querySelectorAll(".differs").forEach(function (node) { node.classList.remove("differs"); });
          root.querySelectorAll("section.step").forEach(function (section) {
            section.querySelectorAll(".column").forEach(function (column) {
              var shown = !a || column.dataset.combination === a || column.dataset.combination === b;
              column.classList.toggle("hidden", !shown);
            });
            if (!a || !b) { return; }
            var left = section.querySelector(".column[data-combination=\\"" + a + "\\"]");
            var right = section.querySelector(".column[data-combination=\\"" + b + "\\"]");
            if (!left || !right) { return; }
            [[left, right], [right, left]].forEach(function (pair) {
              var other = {};
              pair[1].querySelectorAll("[data-path]").forEach(function (node) { other[node.dataset.path] = node.dataset.status || node.dataset.ran; });
              pair[0].querySelectorAll("[data-path]").forEach(function (node) {
                if (other[node.dataset.path] !== (node.dataset.status || node.dataset.ran)) { node.classList.add("differs"); }
              });
            });
          });
        }
        first.addEventListener("change", apply);
        second.addEventListener("change", apply);
        mode.appendChild(first);
        mode.appendChild(el("span", "", " "));
        mode.appendChild(second);
        return mode;
      }

      // A workload's section, headed by its name and size and what it shows.
      function workloadSection(data, shows) {
        var root = el("section", "workload");
        root.dataset.workload = data.workload;
        root.dataset.size = data.size;
        root.appendChild(el("h2", "", data.workload + (data.sized ? " (size " + data.size + ")" : "") + ": " + shows));
        (data.equalityReading || []).forEach(function (line) { root.appendChild(el("p", "reading", line)); });
        if (data.objectReading) root.appendChild(el("p", "reading", data.objectReading));
        return root;
      }

      function bodies(data) {
        var root = workloadSection(data, "what each step ran");
        root.appendChild(timeline(data, root, "bodies run", function (index) {
          return data.cells[index].map(function (cell) { return cell ? cell.recomputes : "\\u2013"; });
        }));
        root.appendChild(compareMode(data, root));
        var totals = {};
        data.steps.forEach(function (step, index) {
          var section = el("section", "step" + (index === 0 ? " current" : ""));
          section.dataset.step = step;
          var columns = el("div", "columns");
          data.combinations.forEach(function (combination, column) {
            var cell = data.cells[index][column];
            var box = el("div", "column");
            box.dataset.combination = combination;
            box.appendChild(el("h3", "", combination));
            if (!cell) { columns.appendChild(box); return; }
            box.appendChild(el("div", "counts", cell.recomputes + " bodies ran; " + cell.compared + " children compared, " + cell.skipped + " skipped"
              + (cell.time ? "; " + cell.time + " a step" : "")));
            var tree = el("ul", "tree");
            if (cell.tree) {
              tree.appendChild(viewItem(cell.tree, cell.tree[0], cell.staleViews));
              var counts = {};
              countRuns(cell.tree, counts);
              totals[combination] = totals[combination] || {};
              Object.keys(counts).forEach(function (name) { totals[combination][name] = (totals[combination][name] || 0) + counts[name]; });
            }
            box.appendChild(tree);
            box.appendChild(notes(cell));
            columns.appendChild(box);
          });
          section.appendChild(columns);
          root.appendChild(section);
        });
        root.appendChild(el("h3", "", "bodies run per view, over every step"));
        var table = el("table", "counts");
        var head = el("tr");
        head.appendChild(el("th", "", "view"));
        data.combinations.forEach(function (combination) { head.appendChild(el("th", "", combination)); });
        table.appendChild(head);
        var names = [];
        data.combinations.forEach(function (combination) {
          Object.keys(totals[combination] || {}).forEach(function (name) { if (names.indexOf(name) < 0) { names.push(name); } });
        });
        names.forEach(function (name) {
          var row = el("tr");
          row.appendChild(el("td", "", name));
          data.combinations.forEach(function (combination) { row.appendChild(el("td", "", String((totals[combination] || {})[name] || 0))); });
          table.appendChild(row);
        });
        root.appendChild(table);
        return root;
      }

      function watchers(data) {
        var root = workloadSection(data, "what each watcher received");
        root.appendChild(timeline(data, root, "values received", function (index) {
          return data.cells[index].map(function (cells) {
            return cells.reduce(function (sum, cell) { return sum + (cell && cell.values ? cell.values : 0); }, 0);
          });
        }));
        data.steps.forEach(function (step, index) {
          var section = el("section", "step" + (index === 0 ? " current" : ""));
          section.dataset.step = step;
          var table = el("table", "counts");
          var head = el("tr");
          head.appendChild(el("th", "", "watcher"));
          data.combinations.forEach(function (combination) { head.appendChild(el("th", "", combination)); });
          table.appendChild(head);
          data.watchers.forEach(function (watcher, which) {
            var row = el("tr");
            row.dataset.watcher = watcher;
            row.appendChild(el("td", "", watcher));
            data.combinations.forEach(function (combination, column) {
              var cell = data.cells[index][column][which];
              var td = el("td", "");
              td.dataset.combination = combination;
              if (!cell) { td.textContent = "\\u2013"; }
              else if (cell.unavailable) { td.textContent = "n/a"; td.title = cell.unavailable; }
              else {
                td.textContent = cell.values + " (" + cell.duplicates + ")" + (cell.events ? " " + cell.events : "");
                td.dataset.values = cell.values;
                if (cell.delivered.length) { td.appendChild(el("div", "delivered", cell.delivered.join(", "))); }
              }
              row.appendChild(td);
            });
            table.appendChild(row);
          });
          section.appendChild(table);
          root.appendChild(section);
        });
        return root;
      }

      var page = document.getElementById("page");
      document.querySelectorAll("script.section-data").forEach(function (script) {
        var data = JSON.parse(script.textContent);
        page.appendChild(data.kind === "bodies" ? bodies(data) : watchers(data));
      });
      // A link may choose the step and the two combinations: #step=rename&a=property·class&b=object·class.
      var asked = {};
      decodeURIComponent(location.hash.slice(1)).split("&").forEach(function (part) {
        var pair = part.split("=");
        if (pair.length === 2) { asked[pair[0]] = pair[1]; }
      });
      if (asked.step) {
        document.querySelectorAll("nav.timeline button").forEach(function (button) { if (button.dataset.step === asked.step) { button.click(); } });
      }
      if (asked.a) {
        document.querySelectorAll(".mode").forEach(function (mode) {
          var selects = mode.querySelectorAll("select");
          selects[0].value = asked.a;
          if (asked.b) { selects[1].value = asked.b; }
          selects[0].dispatchEvent(new Event("change"));
        });
      }
      document.body.dataset.ready = "true";
    })();
    """
