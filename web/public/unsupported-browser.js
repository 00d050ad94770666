// Loaded with nomodule: browsers without module support (Internet Explorer) never run the app bundle.
document.getElementById('root').innerHTML =
  '<div style="font-family:sans-serif;text-align:center;padding:48px 16px">' +
  '<h1>Browser not supported!</h1>' +
  '<p>Please try opening the application using the latest version of Chrome, FireFox, Safari or Edge.</p></div>';
