// wordtools serve: the only script. Keypads type into their field; everything works without it too.
"use strict";
document.addEventListener("click", function (event) {
  var key = event.target.closest("[data-key]");
  if (!key) return;
  var pad = key.closest("[data-target]");
  var field = pad && document.getElementById(pad.dataset.target);
  if (!field) return;
  var k = key.dataset.key;
  if (k === "clear") field.value = "";
  else if (k === "back") field.value = field.value.slice(0, -1);
  else if (k === " ") field.value = field.value.replace(/\s*$/, "") + (field.value.trim() ? " " : "");
  else field.value += k;
  field.dispatchEvent(new Event("input"));
});
// After an answer, show it: the result is what the person came for.
window.addEventListener("load", function () {
  var answer = document.getElementById("answer") || document.getElementById("moves") || document.getElementById("over");
  var focused = document.querySelector(".error[role=alert]");
  if (focused) focused.scrollIntoView({ block: "center" });
  else if (answer && window.innerHeight < answer.getBoundingClientRect().top + 80) answer.scrollIntoView({ block: "start" });
});
// A game page whose seat is not asked yet (the computer is thinking): look again shortly, by GET.
if (document.getElementById("waiting")) {
  setTimeout(function () { window.location.href = window.location.pathname; }, 1500);
}
