// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// GET /billing/usage-pricing: the sample shown on the reference page.

<?php
// PHP with its curl extension (Debian's php-curl); set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as retrieve_usage_pricing.php, run: php retrieve_usage_pricing.php

$curl = curl_init();

curl_setopt_array($curl, [
  CURLOPT_URL => getenv('CMP_BASE_URL') . "/billing/usage-pricing",
  CURLOPT_RETURNTRANSFER => true,
  CURLOPT_ENCODING => "",
  CURLOPT_MAXREDIRS => 10,
  CURLOPT_TIMEOUT => 30,
  CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,
  CURLOPT_CUSTOMREQUEST => "GET",
  CURLOPT_HTTPHEADER => [
    "Authorization: Bearer " . getenv('CMP_ACCESS_TOKEN')
  ],
]);

$response = curl_exec($curl);
$err = curl_error($curl);

curl_close($curl);

if ($err) {
  echo "cURL Error #:" . $err;
} else {
  echo $response;
}
