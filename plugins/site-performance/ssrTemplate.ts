/**
 * The HTML template of every prerendered page (Docusaurus `ssrTemplate`, an Eta template).
 *
 * It differs from Docusaurus's default in one way: the application scripts are not `<script defer>`
 * tags in the head. Every page's first screen is complete in the prerendered HTML, so nothing the
 * scripts do is needed to paint it; requested from the head, they compete with the stylesheet, the
 * font and the hero image and the largest paint waits for them. Here a small inline loader at the
 * end of the body adds them once the page has loaded and its first paint is on screen, in order
 * (`async = false`), so React hydrates right after the first screen is on show. Without
 * JavaScript nothing changes: the content is in the HTML. The upgrade contract
 * (tests/unit/upgradeContract.test.ts) fails when core's default template changes.
 */

/**
 * The loader, called with the script URLs in the build's order. After the load event it waits
 * for the browser to report the first contentful paint (a `paint` performance entry, delivered
 * once that frame is on screen; the first screen is painted whole, so that is also the largest
 * paint), then appends the scripts as ordered (`async = false`) scripts. Where paint entries are
 * not supported it waits for the next frame instead; a page that never paints (a tab opened in
 * the background) gets its scripts after FALLBACK_MS all the same.
 */
const FALLBACK_MS = 3000;
export const SCRIPT_LOADER =
  '(function(s){var d;function a(){if(d)return;d=1;s.forEach(function(u){' +
  'var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}' +
  'function g(){setTimeout(a,' +
  FALLBACK_MS +
  ');try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();setTimeout(a,0)}}).observe({type:"paint",buffered:true});return}}catch(e){}' +
  'requestAnimationFrame(function(){setTimeout(a,0)})}' +
  'document.readyState==="complete"?g():addEventListener("load",g,{once:true})})';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
