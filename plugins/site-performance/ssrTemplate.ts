/**
 * The HTML template of every prerendered page (Docusaurus `ssrTemplate`, an Eta template).
 *
 * It differs from Docusaurus's default in one way: the application scripts are not `<script defer>`
 * tags in the head. Every page's first screen is complete in the prerendered HTML, so nothing the
 * scripts do is needed to paint it; requested from the head, they compete with the stylesheet, the
 * font and the hero image and the largest paint waits for them. Here a small inline loader at the
 * end of the body adds them once the page has loaded and painted, in order (`async = false`), so
 * React hydrates right after the first screen is on show. Without JavaScript nothing changes: the
 * content is in the HTML.
 */

/**
 * The loader, called with the script URLs in the build's order: after the load event and the next
 * paint it appends them as ordered (`async = false`) scripts.
 */
export const SCRIPT_LOADER =
  '(function(s){function a(){s.forEach(function(u){var e=document.createElement("script");' +
  'e.src=u;e.async=false;document.body.appendChild(e)})}' +
  'function g(){requestAnimationFrame(function(){setTimeout(a,0)})}' +
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
