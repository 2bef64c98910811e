/**
 * Core's default page template, except that the application scripts are not `<script defer>` in the
 * head, where they compete with the stylesheet, font and hero image (docs/performance.md).
 * SCRIPT_LOADER, at the end of the body, appends them in order (`async = false`) once the page has
 * loaded and the first contentful paint is reported (the next frame where paint entries are
 * unsupported; after FALLBACK_MS in a tab that never paints, such as one opened in the background).
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
