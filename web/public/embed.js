/* global window, document */
/**
 * The Thetix embed loader (issue 30 item 1; docs/api.md, "Embedding a public card"). It runs on the page that
 * embeds a card, next to the Share dialog's iframe:
 *
 *   <iframe src="https://thetix.example/public/thetix-card/ID" width="100%" height="500" ...></iframe>
 *   <script async src="https://thetix.example/embed.js"></script>
 *
 * An embedded card posts `{ type: 'thetix:resize', height, cardId }` whenever its content changes size; this script
 * sets the frame's height to it, so a chart or an option chain is never clipped and a card that is no longer public
 * shrinks to its one line of notice. Without this script the frame keeps the snippet's 500 px.
 *
 * Safe on any page: no dependencies and no globals beyond one marker, it listens only to messages from the origin
 * this script was loaded from, and only resizes the iframe whose window sent the message (never another element).
 * Loading it twice installs one listener.
 */
(function () {
  'use strict';
  var MARKER = '__thetixEmbedLoader';
  var MAX_HEIGHT = 20000;
  var script = document.currentScript;
  if (!script || !script.src || window[MARKER]) return;
  var thetixOrigin = new URL(script.src, document.baseURI).origin;
  window[MARKER] = true;

  function frameOf(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var index = 0; index < frames.length; index++)
      if (frames[index].contentWindow === source) return frames[index];
    return null;
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== thetixOrigin) return;
    var data = event.data;
    if (!data || data.type !== 'thetix:resize' || typeof data.height !== 'number' || !isFinite(data.height))
      return;
    var frame = frameOf(event.source);
    if (!frame) return;
    var height = Math.max(0, Math.min(MAX_HEIGHT, Math.ceil(data.height)));
    // The snippet's min-height is for pages without this script; with it the card's own height wins.
    frame.style.minHeight = '0';
    frame.style.height = height + 'px';
    frame.setAttribute('height', String(height));
  });
})();
